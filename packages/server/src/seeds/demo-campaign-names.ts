/**
 * Who applies to the demo campaign: nationalities with plausible given and family names (accents
 * and letters outside ASCII included, so that accent-insensitive search has something to find), the
 * city and language that go with them.
 */
export interface Origin {
  nationality: string;
  european: boolean;
  city: string;
  language: string;
  givenNames: readonly string[];
  familyNames: readonly string[];
}

/** The origins, each drawn with its weight: a European school with a wide international intake. */
export const ORIGINS: readonly (Origin & { weight: number })[] = [
  {
    nationality: "FR",
    european: true,
    city: "Toulouse",
    language: "French",
    weight: 8,
    givenNames: ["Zoé", "Léa", "Chloé", "Hélène", "Théo", "Maël", "Jérôme", "Noémie", "Benoît", "Inès"],
    familyNames: ["Doé", "Lefèvre", "Bérenger", "Dupré", "Gaël", "Moreau", "Chevalier", "Faure", "Rivière"],
  },
  {
    nationality: "DE",
    european: true,
    city: "München",
    language: "German",
    weight: 3,
    givenNames: ["Jürgen", "Lena", "Jörg", "Anja", "Maximilian", "Käthe", "Lukas"],
    familyNames: ["Müller", "Schröder", "Köhler", "Weiß", "Groß", "Becker", "Schäfer"],
  },
  {
    nationality: "ES",
    european: true,
    city: "Sevilla",
    language: "Spanish",
    weight: 3,
    givenNames: ["Sofía", "Martín", "Lucía", "Álvaro", "Begoña", "Íñigo"],
    familyNames: ["Núñez", "García", "Hernández", "Muñoz", "Peña", "Jiménez"],
  },
  {
    nationality: "PL",
    european: true,
    city: "Kraków",
    language: "Polish",
    weight: 2,
    givenNames: ["Łukasz", "Małgorzata", "Wojciech", "Zofia", "Paweł"],
    familyNames: ["Wiśniewski", "Dąbrowska", "Łukaszewicz", "Zieliński", "Wójcik"],
  },
  {
    nationality: "IT",
    european: true,
    city: "Torino",
    language: "Italian",
    weight: 2,
    givenNames: ["Niccolò", "Giulia", "Matteo", "Chiara", "Andrea"],
    familyNames: ["Rossi", "Esposito", "D'Angelo", "Bianchi", "Romano"],
  },
  {
    nationality: "PT",
    european: true,
    city: "Lisboa",
    language: "Portuguese",
    weight: 1,
    givenNames: ["João", "Inês", "Gonçalo", "Conceição"],
    familyNames: ["Gonçalves", "Simões", "Conceição", "Araújo"],
  },
  {
    nationality: "SE",
    european: true,
    city: "Göteborg",
    language: "Swedish",
    weight: 1,
    givenNames: ["Åsa", "Björn", "Märta", "Sören"],
    familyNames: ["Åkesson", "Sjöberg", "Lindqvist", "Ström"],
  },
  {
    nationality: "IN",
    european: false,
    city: "Chennai",
    language: "Tamil",
    weight: 5,
    givenNames: ["Ananya", "Rohan", "Priya", "Arjun", "Kavya", "Vikram"],
    familyNames: ["Krishnan", "Iyer", "Raghunathan", "Subramanian", "Menon", "Sharma"],
  },
  {
    nationality: "CN",
    european: false,
    city: "Xi'an",
    language: "Chinese",
    weight: 4,
    givenNames: ["Wei", "Xiaoling", "Haoran", "Yuxin", "Jiahui"],
    familyNames: ["Zhang", "Lü", "Wang", "Chen", "Liu"],
  },
  {
    nationality: "BR",
    european: false,
    city: "São José dos Campos",
    language: "Portuguese",
    weight: 3,
    givenNames: ["João", "Letícia", "Caio", "Luíza", "Thiago"],
    familyNames: ["Conceição", "Magalhães", "Guimarães", "Araújo", "Simões"],
  },
  {
    nationality: "VN",
    european: false,
    city: "Hà Nội",
    language: "Vietnamese",
    weight: 2,
    givenNames: ["Minh", "Thảo", "Đức", "Linh"],
    familyNames: ["Nguyễn", "Trần", "Phạm", "Đặng"],
  },
  {
    nationality: "TR",
    european: false,
    city: "İzmir",
    language: "Turkish",
    weight: 2,
    givenNames: ["Çağrı", "Gülşen", "Oğuz", "Şebnem"],
    familyNames: ["Yılmaz", "Öztürk", "Şahin", "Çelik"],
  },
  {
    nationality: "MA",
    european: false,
    city: "Rabat",
    language: "Arabic",
    weight: 2,
    givenNames: ["Yasmine", "Mehdi", "Salma", "Othmane"],
    familyNames: ["El Idrissi", "Benjelloun", "Alaoui", "Tazi"],
  },
  {
    nationality: "CO",
    european: false,
    city: "Medellín",
    language: "Spanish",
    weight: 2,
    givenNames: ["Valentina", "Andrés", "María José", "Sebastián"],
    familyNames: ["Rodríguez", "Muñoz", "Peña", "Ramírez"],
  },
  {
    nationality: "US",
    european: false,
    city: "Seattle",
    language: "English",
    weight: 1,
    givenNames: ["Emily", "Jacob", "Madison", "Ethan"],
    familyNames: ["O'Connor", "Smith", "Johnson", "Nakamura"],
  },
];

// Letters NFD leaves whole (ł, ø, đ, ı…): their plain form for a login.
const PLAIN: Record<string, string> = { ł: "l", ø: "o", đ: "d", ı: "i", ß: "ss", æ: "ae", œ: "oe" };

/** A name as the local part of an e-mail address: lower case, no accents, words joined by dashes. */
export function loginPart(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[łøđıßæœ]/g, (c) => PLAIN[c])
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
