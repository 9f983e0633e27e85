import type { TeamMember } from "./types";

/**
 * The board, in the order of the cards on the team page (/about). To change the team, edit the
 * entries; a portrait goes in app/assets/team/ under the file name given in `photo`.
 *
 * EXAMPLE VALUES: the names, portraits and addresses below are stand-ins.
 */
export const team: TeamMember[] = [
  {
    name: "Giulia Romano", // EXAMPLE
    role: "president",
    photo: "giulia-romano.jpg",
    email: "president@example.org", // EXAMPLE
  },
  {
    name: "Marco Esposito", // EXAMPLE
    role: "secretary",
    photo: "marco-esposito.jpg",
    email: "secretary@example.org", // EXAMPLE
  },
  {
    name: "Sara Colombo", // EXAMPLE
    role: "hr",
    photo: "sara-colombo.jpg",
    email: "hr@example.org", // EXAMPLE
  },
  {
    name: "Luca Ricci", // EXAMPLE
    role: "cr",
    photo: "luca-ricci.jpg",
    email: "corporate@example.org", // EXAMPLE
  },
];
