import type { Sponsor } from "./types";

/**
 * The partners and sponsors on the partners page, in order. A logo goes in
 * app/assets/sponsors/ under the file name given in `logo`. Give `name` when you know it: it
 * becomes the logo's description for people who cannot see it (otherwise "Sponsor N").
 * For example: { name: "Acme", logo: "acme.svg", url: "https://www.acme.com" }.
 *
 * EXAMPLE VALUES: the logos and addresses below are stand-ins for the chapter's ten sponsors.
 */
export const sponsors: Sponsor[] = [
  {
    logo: "sponsor-1.svg", // EXAMPLE
    url: "https://www.example.com/sponsor-1", // EXAMPLE
  },
  {
    logo: "sponsor-2.svg", // EXAMPLE
    url: "https://www.example.com/sponsor-2", // EXAMPLE
  },
  {
    logo: "sponsor-3.svg", // EXAMPLE
    url: "https://www.example.com/sponsor-3", // EXAMPLE
  },
  {
    logo: "sponsor-4.svg", // EXAMPLE
    url: "https://www.example.com/sponsor-4", // EXAMPLE
  },
  {
    logo: "sponsor-5.svg", // EXAMPLE
    url: "https://www.example.com/sponsor-5", // EXAMPLE
  },
  {
    logo: "sponsor-6.svg", // EXAMPLE
    url: "https://www.example.com/sponsor-6", // EXAMPLE
  },
  {
    logo: "sponsor-7.svg", // EXAMPLE
    url: "https://www.example.com/sponsor-7", // EXAMPLE
  },
  {
    logo: "sponsor-8.svg", // EXAMPLE
    url: "https://www.example.com/sponsor-8", // EXAMPLE
  },
  {
    logo: "sponsor-9.svg", // EXAMPLE
    url: "https://www.example.com/sponsor-9", // EXAMPLE
  },
  {
    logo: "sponsor-10.svg", // EXAMPLE
    url: "https://www.example.com/sponsor-10", // EXAMPLE
  },
];
