import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeServer, jsonResponse, stubFetch } from "../../../test-utils.tsx";
import { FakeXhr, fakeFile, fileField, renderFileForm, useFakeXhr } from "./test-kit.tsx";

const proof_of_payment = fileField();
const photo = fileField({
  title: { en: "Identity photo", fr: "Photo" },
  accept: ["jpg"],
  maxFileSize: 5242880,
});
const MB = 1048576;
const local = (y: number, m: number, d: number, h: number, min: number) =>
  new Date(y, m - 1, d, h, min).getTime() / 1000;
const stored = (
  name = "receipt.pdf",
  generated = "0f3a9c2b7d1e4f60a1b2c3d4e5f60718",
  date = local(2025, 1, 5, 8, 7),
) => JSON.stringify({ name, generated_name: generated, upload_date: date });

beforeEach(useFakeXhr);
afterEach(() => vi.useRealTimers());

describe("file widget: picker", () => {
  it("shows a labelled file input accepting the schema's extensions, with the limits", () => {
    renderFileForm({ proof_of_payment });
    const input = screen.getByLabelText("Proof of payment");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", ".pdf");
    expect(input).toHaveAccessibleDescription("Accepted formats: pdf. 10 MB at most.");
    expect(screen.queryByRole("table", { name: "Upload queue" })).toBeNull();
  });

  it("accepts the default extensions when the schema gives none", () => {
    renderFileForm({ other: fileField({ accept: undefined, maxFileSize: undefined }) });
    expect(screen.getByLabelText("Proof of payment")).toHaveAttribute("accept", ".jpg,.png,.pdf,.doc,.docx");
  });

  it("cannot upload outside an answer", () => {
    renderFileForm({ proof_of_payment }, {}, { answer: false });
    expect(screen.getByLabelText("Proof of payment")).toBeDisabled();
  });
});

describe("file widget: checks before sending (SPEC §5)", () => {
  // Regression: the two alerts of SPEC §5 (French texts) showed in French in the English interface.
  it("refuses a file above 5 MB on the photo with the alert in the interface's language, nothing sent", async () => {
    const { user } = renderFileForm({ uploadPhoto: photo });
    await user.upload(screen.getByLabelText("Identity photo"), fakeFile("me.jpg", 5242881, "image/jpeg"));
    expect(screen.getByRole("alert")).toHaveTextContent(/^The file is too large: it must not exceed 5 MB$/);
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says 10 Mo for the default limit in French, and the alert can be closed", async () => {
    const { user } = renderFileForm({ proof_of_payment }, {}, { locale: "fr" });
    await user.upload(screen.getByLabelText("Justificatif de paiement"), fakeFile("big.pdf", 10485761));
    expect(screen.getByRole("alert")).toHaveTextContent(/^Le fichier est trop lourd, ne pas dépasser 10 Mo$/);
    await user.click(screen.getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("accepts a file of exactly the limit", async () => {
    const { user } = renderFileForm({ uploadPhoto: photo });
    await user.upload(screen.getByLabelText("Identity photo"), fakeFile("ME.JPG", 5242880, "image/jpeg"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it("refuses a wrong extension with the alert naming the formats and removes the file from the queue", async () => {
    const { user } = renderFileForm({ proof_of_payment });
    await user.upload(screen.getByLabelText("Proof of payment"), fakeFile("scan.png", 2000, "image/png"));
    expect(screen.getByRole("alert")).toHaveTextContent(
      /^The file's extension is not accepted; please use one of the requested formats: pdf$/,
    );
    expect(screen.queryByRole("table", { name: "Upload queue" })).toBeNull();
    expect(screen.queryByText("scan.png")).toBeNull();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe("file widget: upload", () => {
  it("sends the file with _path, shows the queue and real progress up to 100, then the uploaded file", async () => {
    const { user, store, answer } = renderFileForm({ proof_of_payment });
    const file = fakeFile("receipt.pdf", 1.5 * MB);
    await user.upload(screen.getByLabelText("Proof of payment"), file);
    const xhr = FakeXhr.sent[0];
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/ws/form/candform/answer/7/file");
    expect(xhr.headers["X-XSRF-TOKEN"]).toBe("xsrf-test");
    expect(xhr.body?.get("_path")).toBe("proof_of_payment");
    expect((xhr.body?.get("proof_of_payment") as File).name).toBe("receipt.pdf");

    const queue = screen.getByRole("table", { name: "Upload queue" });
    const row = within(queue).getAllByRole("row")[1];
    expect(within(row).getByText("receipt.pdf")).toBeInTheDocument();
    expect(within(row).getByText("1.5 MB")).toBeInTheDocument();
    expect(within(row).getByText("Uploading…")).toBeInTheDocument();
    const bar = within(row).getByRole("progressbar", { name: "Upload progress of receipt.pdf" });
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    xhr.progress(0.75 * MB, 1.5 * MB);
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    xhr.progress(1.5 * MB, 1.5 * MB);
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();

    const date = local(2025, 3, 9, 14, 5);
    await xhr.respond(200, {
      generated_name: "aa11bb22cc33dd44ee55ff6600112233",
      upload_date: date,
      version: 4,
    });
    expect(JSON.parse(store.getValue("proof_of_payment") as string)).toEqual({
      name: "receipt.pdf",
      generated_name: "aa11bb22cc33dd44ee55ff6600112233",
      upload_date: date,
    });
    expect(answer.setVersion).toHaveBeenCalledWith(4);
    expect(answer.getVersion()).toBe(4);
    expect(screen.getByText("receipt.pdf")).toBeInTheDocument();
    expect(screen.getByText("Uploaded on 09/03/2025 14:05")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByLabelText("Proof of payment", { selector: "input" })).toBeNull();
  });

  // Regression: a file refused for its content offered Retry, which sends the same bytes again.
  it("offers another file, not Retry, when the server refuses the file's content", async () => {
    const { user, store } = renderFileForm({ proof_of_payment });
    await user.upload(screen.getByLabelText("Proof of payment"), fakeFile("fake.pdf", 4000));
    FakeXhr.sent[0].progress(4000, 4000);
    await FakeXhr.sent[0].respond(
      415,
      { result: "error", code: "FILE_CONTENT", message: "The content of fake.pdf is not a PDF file." },
      "Unsupported Media Type",
    );
    const row = screen.getAllByRole("row")[1];
    expect(within(row).getByText("Failed")).toBeInTheDocument();
    expect(within(row).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByRole("alert")).toHaveTextContent("The content of fake.pdf is not a PDF file.");
    expect(store.getValue("proof_of_payment")).toBeUndefined();
    expect(within(row).queryByRole("button", { name: "Retry" })).toBeNull();

    const input = screen.getByLabelText("Proof of payment");
    const opened = vi.fn();
    input.addEventListener("click", opened);
    await user.click(within(row).getByRole("button", { name: "Choose another file" }));
    expect(opened).toHaveBeenCalledTimes(1);
    await user.upload(input, fakeFile("real.pdf", 4000));
    expect(FakeXhr.sent).toHaveLength(2);
    const rows = screen.getAllByRole("row");
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByText("real.pdf")).toBeInTheDocument();
  });

  it("keeps Retry for a server failure (5xx), and retries the same file", async () => {
    const { user } = renderFileForm({ proof_of_payment });
    await user.upload(screen.getByLabelText("Proof of payment"), fakeFile("fake.pdf", 4000));
    await FakeXhr.sent[0].respond(503, {
      result: "error",
      code: "DATABASE_UNAVAILABLE",
      message: "Try again.",
    });
    const row = screen.getAllByRole("row")[1];
    expect(within(row).queryByRole("button", { name: "Choose another file" })).toBeNull();
    await user.click(within(row).getByRole("button", { name: "Retry" }));
    expect(FakeXhr.sent).toHaveLength(2);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(within(screen.getAllByRole("row")[1]).getByText("Uploading…")).toBeInTheDocument();
    await FakeXhr.sent[1].respond(200, {
      generated_name: "bb",
      upload_date: local(2025, 3, 9, 14, 6),
      version: 5,
    });
    expect(screen.getByText("Uploaded on 09/03/2025 14:06")).toBeInTheDocument();
  });

  it("marks a network failure as failed", async () => {
    const { user } = renderFileForm({ proof_of_payment });
    await user.upload(screen.getByLabelText("Proof of payment"), fakeFile("a.pdf", 10));
    await FakeXhr.sent[0].fail();
    expect(within(screen.getAllByRole("row")[1]).getByText("Failed")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("cancels an upload in flight (progress back to 0) and can drop it from the queue", async () => {
    const { user } = renderFileForm({ proof_of_payment });
    await user.upload(screen.getByLabelText("Proof of payment"), fakeFile("a.pdf", 1000));
    FakeXhr.sent[0].progress(400, 1000);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(FakeXhr.sent[0].aborted).toBe(true);
    const row = screen.getAllByRole("row")[1];
    expect(within(row).getByText("Cancelled")).toBeInTheDocument();
    expect(within(row).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await user.click(within(row).getByRole("button", { name: "Clear" }));
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("keeps one file in the queue: a new pick replaces the failed one", async () => {
    const { user } = renderFileForm({ proof_of_payment });
    await user.upload(screen.getByLabelText("Proof of payment"), fakeFile("first.pdf", 10));
    await FakeXhr.sent[0].respond(500, { result: "error", message: "Boom" });
    await user.upload(screen.getByLabelText("Proof of payment"), fakeFile("second.pdf", 10));
    const rows = screen.getAllByRole("row");
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByText("second.pdf")).toBeInTheDocument();
  });
});

describe("file widget: uploaded file", () => {
  it("shows the name and the date dd/MM/yyyy HH:mm, with download and remove", () => {
    renderFileForm({ proof_of_payment }, { proof_of_payment: stored() });
    expect(screen.getByText("receipt.pdf")).toBeInTheDocument();
    expect(screen.getByText("Uploaded on 05/01/2025 08:07")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download receipt.pdf" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Remove receipt.pdf" })).toBeEnabled();
  });

  it("downloads the blob under the original file name", async () => {
    const server = fakeServer({
      "GET /ws/form/candform/answer/7/file/0f3a9c2b7d1e4f60a1b2c3d4e5f60718": { body: { pdf: true } },
    });
    const createObjectURL = vi.fn((blob: Blob) => `blob:test/${blob.size}`);
    const revokeObjectURL = vi.fn();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { user } = renderFileForm({ proof_of_payment }, { proof_of_payment: stored("Reçu été.pdf") });
    await user.click(screen.getByRole("button", { name: "Download Reçu été.pdf" }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe("Reçu été.pdf");
    expect(clicked[0].href).toMatch(/^blob:test\//);
    expect(createObjectURL.mock.calls[0][0].size).toBe(12);
    expect(new Headers(server.mock.calls[0][1]?.headers).get("accept")).toBe("application/json");
    expect(document.querySelector("a[download]")).toBeNull();
  });

  it("empties the value only once the server answers OK, and adopts the new version", async () => {
    let answer: (body: unknown) => void = () => {};
    fakeServer({
      "DELETE /ws/form/candform/answer/7/file/0f3a9c2b7d1e4f60a1b2c3d4e5f60718": () => ({ body: undefined }),
    });
    const pending = new Promise<unknown>((resolve) => (answer = resolve));
    const fetchMock = stubFetch(async () => jsonResponse({ body: await pending }));
    const {
      user,
      store,
      answer: handle,
    } = renderFileForm({ proof_of_payment }, { proof_of_payment: stored() });
    await user.click(screen.getByRole("button", { name: "Remove receipt.pdf" }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/ws/form/candform/answer/7/file/0f3a9c2b7d1e4f60a1b2c3d4e5f60718",
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(screen.getByRole("button", { name: "Remove receipt.pdf" })).toHaveTextContent("Removing…");
    expect(store.getValue("proof_of_payment")).toBe(stored());
    await act(async () => answer({ result: "OK", version: 9 }));
    expect(store.getValue("proof_of_payment")).toBe("");
    expect(handle.setVersion).toHaveBeenCalledWith(9);
    expect(screen.getByLabelText("Proof of payment")).toHaveAttribute("type", "file");
    expect(screen.queryByText("receipt.pdf")).toBeNull();
  });

  it("keeps the file when the server refuses the removal, and shows its message", async () => {
    fakeServer({
      "DELETE /ws/form/candform/answer/7/file/0f3a9c2b7d1e4f60a1b2c3d4e5f60718": {
        status: 409,
        statusText: "Conflict",
        body: { result: "error", code: "LOCKED", message: "The payment tab is locked." },
      },
    });
    const { user, store } = renderFileForm({ proof_of_payment }, { proof_of_payment: stored() });
    await user.click(screen.getByRole("button", { name: "Remove receipt.pdf" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The payment tab is locked.");
    expect(store.getValue("proof_of_payment")).toBe(stored());
    expect(screen.getByText("receipt.pdf")).toBeInTheDocument();
  });

  it("empties the value when the server no longer knows the file (404)", async () => {
    fakeServer({
      "DELETE /ws/form/candform/answer/7/file/0f3a9c2b7d1e4f60a1b2c3d4e5f60718": {
        status: 404,
        statusText: "Not Found",
        body: { result: "error", code: "NOT_FOUND", message: "Not found." },
      },
    });
    const { user, store } = renderFileForm({ proof_of_payment }, { proof_of_payment: stored() });
    await user.click(screen.getByRole("button", { name: "Remove receipt.pdf" }));
    await waitFor(() => expect(store.getValue("proof_of_payment")).toBe(""));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByLabelText("Proof of payment")).toHaveAttribute("type", "file");
  });

  it("keeps the file when the answer is not OK", async () => {
    fakeServer({
      "DELETE /ws/form/candform/answer/7/file/0f3a9c2b7d1e4f60a1b2c3d4e5f60718": {
        body: { result: "KO" },
        offContract: "a removal answers OK or an error status",
      },
    });
    const { user, store } = renderFileForm({ proof_of_payment }, { proof_of_payment: stored() });
    await user.click(screen.getByRole("button", { name: "Remove receipt.pdf" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error");
    expect(store.getValue("proof_of_payment")).toBe(stored());
  });

  it("read-only: no picker and no remove button, download still works", () => {
    renderFileForm({ proof_of_payment }, { proof_of_payment: stored() }, { readOnly: true });
    expect(screen.getByRole("button", { name: "Download receipt.pdf" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(document.querySelector('input[type="hidden"][name="proof_of_payment"]')).toHaveValue(stored());
  });

  it("read-only without a file says so, with no picker", () => {
    renderFileForm({ proof_of_payment }, {}, { readOnly: true });
    expect(screen.getByText("No file")).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it("shows a photo's thumbnail from the downloaded file, with alt text, and revokes it when removed", async () => {
    fakeServer({ "GET /ws/form/candform/answer/7/file/ph0t0": { body: { jpg: true } } });
    const createObjectURL = vi.fn(() => "blob:test/photo");
    const revokeObjectURL = vi.fn();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const { store } = renderFileForm({ uploadPhoto: photo }, { uploadPhoto: stored("me.JPG", "ph0t0") });
    const thumbnail = await screen.findByRole("img", { name: "Preview of me.JPG" });
    expect(thumbnail).toHaveAttribute("src", "blob:test/photo");
    act(() => store.setValues({ uploadPhoto: "" }));
    expect(screen.queryByRole("img")).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:test/photo");
  });

  it("shows no thumbnail for a PDF", () => {
    const server = fakeServer({});
    renderFileForm({ proof_of_payment }, { proof_of_payment: stored() });
    expect(screen.queryByRole("img")).toBeNull();
    expect(server).not.toHaveBeenCalled();
  });

  it("shows texts in French", () => {
    renderFileForm({ proof_of_payment }, { proof_of_payment: stored() }, { locale: "fr" });
    expect(screen.getByText("Déposé le 05/01/2025 08:07")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Supprimer receipt.pdf" })).toBeInTheDocument();
  });
});
