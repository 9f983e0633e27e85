/**
 * The example chapter's logo and pictures, by the SHA-256 of their bytes (decision 0050): a site
 * that is not a demonstration refuses any of them, whatever its name or folder (the content
 * check, server/content.server.ts), and the board's to-do list names those left. By bytes, as a
 * board renames a picture more often than it redraws it. Made from the example's files in
 * app/assets (identity, photos, events and their recaps, team, quotes, sponsors) with
 * `sha256sum`; a picture added to the example chapter is added here.
 */
export const examplePictureHashes: ReadonlyMap<string, string> = new Map([
  ["02b9fb9b49c084517cc7e21b59a8168fac4ad854c7f31c29f5fe6d9642831140", "identity/logo.svg"],
  ["43109893404c38a7b7432fe29368076a0df120ef9477957ab2cfb1f626801c20", "photos/banner.jpg"],
  ["0fde27c348f876848066c9489dcf9839d4438b0ba3c6e28e1f8c9e916290e164", "photos/group-1.jpg"],
  ["ef0198113c7cc4b5f1919a662737be3887122ead81b1488d2a83b4d05fa44f09", "photos/group-2.jpg"],
  [
    "9759efe97a36333ba8a7c7fc6aba52e21fc85437c7fb41210c05950528c65a6b",
    "events/ecotech-challenge.jpg",
  ],
  ["6b43c5cd7bca0040e6a18820dd36d5d4dd64063896d2cc80bd8eb0d6e077595e", "events/ey-competition.jpg"],
  ["baa81da2a3354601c4016bf57c4e18faadb64b9ef3836a30b6844f3f487b58b8", "events/levels.jpg"],
  ["c7ce4d8bc915b17d299561933a7d362282e5d623697c05b35a701dccf3e4f3f9", "events/snowweek.jpg"],
  [
    "5b597cdae107087cc352b4c2f4b5c04471de97e14da4b1ffeb0354f6936dc08b",
    "events/student-tech-clash.jpg",
  ],
  ["9ba02dd2b0760c22dbf9b7bcbddb4f064a2bf1682fe7cbfa01696856887e37d4", "events/weekly-meeting.jpg"],
  [
    "7bfaf73bfe2d1325812effc3cc7931ccc632f92ce1ae6381b0a03f12b4a0e62f",
    "events/recaps/ecotech-challenge-1.jpg",
  ],
  [
    "851d64a41cfba698e7a45486d2f93d98d2f5275f0b90956a37bb30f8c6191979",
    "events/recaps/ecotech-challenge-2.jpg",
  ],
  [
    "b0fa7e6a914da833c1bc51ed53f8bef70f85cfecf56fafa87aa626d3eab7e384",
    "events/recaps/ecotech-challenge-3.jpg",
  ],
  [
    "f0a00e45ae55ffb52a4b346665df85ead938a2472ba790fbfdd3b922c7a8d383",
    "events/recaps/ecotech-challenge-4.jpg",
  ],
  [
    "3efc9c497fdf95ee04d28d5e9bb9709ac5f081f1aa8b51ae86911ccb3a3020f7",
    "events/recaps/ey-competition-1.jpg",
  ],
  [
    "6609b9bceb98dcecb9cfbbe6a0db451a59f81f92ec3aed965d33823f94658b7d",
    "events/recaps/ey-competition-2.jpg",
  ],
  [
    "ab216e2cc06351321055757b3dab93350938d7f80979eba0a3c5e947e3095bce",
    "events/recaps/ey-competition-3.jpg",
  ],
  [
    "65f760b26b1635dd1d5150bf282c42a13b12df946f51ffe7dc66074f526e1bb3",
    "events/recaps/levels-1.jpg",
  ],
  [
    "b7af2d942ac6762125cbacb9600210eabe0de6442919730f94f644546f93ce57",
    "events/recaps/levels-2.jpg",
  ],
  [
    "27b64ef4a9d68dd7ed14f2e14528107990b9227f092e61b9dd7d0c3e85362540",
    "events/recaps/levels-3.jpg",
  ],
  [
    "d76c225e2bf6bda870bf21072441ad182452af6c2f2640b06a460ba6148b6007",
    "events/recaps/snowweek-1.jpg",
  ],
  [
    "cfd973d3be0ab8816d3cb19292fc1675df604a81dda15fb290d8278be48b2504",
    "events/recaps/snowweek-2.jpg",
  ],
  [
    "6d5be1db2b32fba6548177ee7a2129a63c0d38201bcd0a153ceda2fbed1d3500",
    "events/recaps/snowweek-3.jpg",
  ],
  [
    "11a018a89a5516bef2da24e0b1a0684964ce84fe1c759f45561159702d853343",
    "events/recaps/snowweek-4.jpg",
  ],
  [
    "68bbfcac5c889cf29a87a63a53cbb4291422c00bd8046a32a04233fd28da5e18",
    "events/recaps/student-tech-clash-2025-1.jpg",
  ],
  [
    "9f2158b83f1568414cfb3578f52f2095e1a5eb8072fa8dbbe4e117cd0a79a5b2",
    "events/recaps/student-tech-clash-2025-2.jpg",
  ],
  [
    "9f92c458bb0a3def90a23171f18268695c38b242dac820cc751b040c8b10b120",
    "events/recaps/student-tech-clash-2025-3.jpg",
  ],
  [
    "f863d81ddfa996f82396368ebf913025e1811b73957859be6dde275fd1c5763a",
    "events/recaps/student-tech-clash-2025-4.jpg",
  ],
  [
    "bd910a6c8a57d1dbb3c077366b5697ce9912f9ffdf5793cddc6b60f28c03299f",
    "events/recaps/student-tech-clash-2025-5.jpg",
  ],
  ["931be4bc730d3f774093f27a78cbce97c930c0d2d7aedc877df6607597bf3782", "quotes/partner-1.jpg"],
  ["6dab5fbbcdb7637822543a77441786903be7867d3dffc1f6561f27318f97efb7", "quotes/partner-2.jpg"],
  ["d07e6fe3de5b1c6ae35b58876bfc39533addaf5f19250c1a023f1143880753ba", "quotes/student-1.jpg"],
  ["cb9c66841f6df4017aaaebeac91ec0739988ef1500d1d4e235a614dd226542e7", "quotes/student-2.jpg"],
  ["a653f4e85c5f0751764c081800f1665d7b1e6a0c3a9b36a88fb57e5c0aba525f", "team/giulia-romano.jpg"],
  ["2e1aedbcafd9665947a6ffe948159417dc3e5490cbf1b043e608a0751120f3f2", "team/luca-ricci.jpg"],
  ["013a8e5f122eeb54d15a9380267db3398a83ffbf379e86d418cd82e0230375e6", "team/marco-esposito.jpg"],
  ["120bc3095675d20be36833575f1d0afc07c76de4d03403b0187b6cfcd2b163ee", "team/sara-colombo.jpg"],
  ["4e9bb0d34bdb8589890fbaa81b9131d10fc7662830d1c15d13a4c6f33f5628bf", "sponsors/sponsor-1.svg"],
  ["54ecbae5b18ca32bb4b36675a099996ebfa278cb9c98a2d30501fc9440abde03", "sponsors/sponsor-10.svg"],
  ["c1ba1b33fd0c6b0e16d1063f841e5ac78e754ffcad8157e5fb11bac460bbc315", "sponsors/sponsor-2.svg"],
  ["591a4edab93658022f6c93b56659457e0a304236fd13eae2c7edd30e262d459e", "sponsors/sponsor-3.svg"],
  ["2e2294c22265609e1d1fe2c49fb41d313a8d8110e562ac6b306771108c278248", "sponsors/sponsor-4.svg"],
  ["5667ad2448a7c492af4c0bcbfcc991ce331636eb67116e42a468c3c6b875211b", "sponsors/sponsor-5.svg"],
  ["56c8ce5f750a53560aaaf9c4538cbd4bfefd5210c8c2a8e1fd40969dd1372808", "sponsors/sponsor-6.svg"],
  ["a5f2b93ca964a1b1023db0b5f06ba597d72f4e35748e18c862a33cc63ac2c817", "sponsors/sponsor-7.svg"],
  ["e65cd21f01c73d4e5c22eac861193af9a4f932abd8e9eba74531ec7f8a93e3b6", "sponsors/sponsor-8.svg"],
  ["c072d752ee8890652b746412960c990e09dc6f9545df07a65c0c470599010c2b", "sponsors/sponsor-9.svg"],
]);
