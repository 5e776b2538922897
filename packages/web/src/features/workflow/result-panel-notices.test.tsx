import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test-utils.tsx";
import { APPLICATION_TABS, ada, answerBody, journeyServer, validatedApplication } from "./test-kit.ts";

const result = () => screen.findByTestId("admission-result", {}, { timeout: 5000 });

describe("result panel: motivation and waiting list rank", { timeout: 20_000 }, () => {
  it("shows the waiting list rank and the motivation the office made visible, in the candidate's language", async () => {
    journeyServer(
      answerBody(
        validatedApplication({
          step: "result",
          show_admis: "O",
          admis: "L",
          waiting_rank: 3,
          decision_motivation: "places_filled",
          decision_motivation_visible: "O",
          decision_motivation_label: "Toutes les places sont pourvues",
        }),
        APPLICATION_TABS,
      ),
    );
    renderApp("/form/candform", { session: ada, locale: "fr" });
    expect(await result()).toHaveTextContent("Vous êtes sur liste d'attente");
    expect(screen.getByTestId("waiting-rank")).toHaveTextContent("Votre rang sur la liste d'attente : 3");
    expect(screen.getByTestId("result-motivation")).toHaveTextContent(
      "Motif : Toutes les places sont pourvues",
    );
  });

  it("shows neither before publication nor a motivation the office keeps hidden", async () => {
    journeyServer(
      answerBody(
        validatedApplication({
          step: "result",
          show_admis: "O",
          admis: "N",
          decision_motivation_visible: "N",
          decision_motivation_label: "Insufficient level",
        }),
        APPLICATION_TABS,
      ),
    );
    renderApp("/form/candform", { session: ada });
    expect(await result()).toHaveTextContent("You are not admitted");
    expect(screen.queryByTestId("result-motivation")).toBeNull();
  });

  it("shows no rank nor motivation while the result is not published", async () => {
    journeyServer(
      answerBody(
        validatedApplication({
          step: "result",
          show_admis: "N",
          admis: "L",
          waiting_rank: 2,
          decision_motivation_label: "Places filled",
        }),
        APPLICATION_TABS,
      ),
    );
    renderApp("/form/candform", { session: ada });
    expect(await result()).toHaveTextContent("No result yet");
    expect(screen.queryByTestId("waiting-rank")).toBeNull();
    expect(screen.queryByTestId("result-motivation")).toBeNull();
  });
});
