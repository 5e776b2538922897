/**
 * A 48×64 baseline JPEG (568 bytes, drawn once in a browser canvas: a head and shoulders on a
 * grey-blue ground), so that the demo identity photos are real images the report can show.
 */
export const DEMO_PHOTO_JPEG: Buffer = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCABAADADASIAAhEBAxEB/8QAGwAAAgMBAQEAAAAAAAAAAAAAAAMBBAYCBQf/xAAkEAABBAIBAwUBAAAAAAAAAAABAAIDEQQSBQZBgRMhMmFx4f/EABkBAAMAAwAAAAAAAAAAAAAAAAACAwEEBf/EABkRAAMBAQEAAAAAAAAAAAAAAAABEQISFP/aAAwDAQACEQMRAD8A3myNku0WqCDNkbJdotADNkbJdotAC9lD5A1pJXGyXMbZ5WNuZbRnCukmKfI55snwhkjmG2nwuULm9O03+VIXmPDmghTsq8JpnlM2XSw7lNmhtTTSF7KCbFFcWlT5MWNEZJ5GsYO5KeCDCw9kBh7rwZ+qsZjqggkl+ydQiDqrGe6p4JIvsHYKPmxaW9GpDRA0KCnZVoMmLJiEsEjXsPcFNtWhGleadkEL5ZDTGCyVhuS5CXkMkySEhg+DOzQve6oyCzCjhaa9R/v+D+0ssmFBCEIAt8byEvH5IkjJLD82dnBbmGdk8LJYzbHiwV87Wp6XyC/Bkhcb9N/t+H+2gD//2Q==",
  "base64",
);

/**
 * A one-page PDF standing for a candidate's document: a title, a few lines and a notice that it is
 * demonstration material. The standard Helvetica font encodes Latin-1 (WinAnsi), enough for the demo names.
 */
export async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  // Loaded here, not with the server: only the first start of a demo database writes these.
  const { PDFDocument, rgb, StandardFonts } = await import("@cantoo/pdf-lib");
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer("Admissions portal demo data");
  // Fixed dates: the same document gives the same bytes.
  doc.setCreationDate(new Date("2025-03-01T09:00:00Z"));
  doc.setModificationDate(new Date("2025-03-01T09:00:00Z"));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 60, y: 760, size: 18, font: bold });
  let y = 720;
  for (const line of lines) {
    page.drawText(line, { x: 60, y, size: 12, font: regular });
    y -= 20;
  }
  page.drawText("Demonstration document created by the admissions portal: not a real certificate.", {
    x: 60,
    y: 80,
    size: 9,
    font: regular,
    color: rgb(0.4, 0.4, 0.4),
  });
  return Buffer.from(await doc.save());
}
