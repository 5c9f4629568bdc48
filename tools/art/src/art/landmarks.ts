/**
 * The landmarks the generator can draw: each one's own silhouette, the setting it stands in, and
 * the words that say what is drawn. A spot gets its landmark by `city/slug`; a tour, event, post or
 * hero slide by `aka`, matched against its accent-free, lower-case name and tags.
 */
import { tint } from './background.ts';
import { church, clifftopTemple, gothicParroquia, hacienda, kiosk } from './architecture.ts';
import { agave, boat, cactus, canyon, jungle, palm, peak, roundTree } from './nature.ts';
import { COLOURS } from './palette.ts';
import * as s from './silhouettes.ts';
import { cenoteOf } from './motifs-places.ts';
import { mariachiInstruments } from './objects.ts';
import { d, ellipse, path, place, rect } from './svg.ts';
import { ANY, DAY, stone } from './landmark.ts';
import type { Landmark } from './landmark.ts';
import { SPOT_LANDMARKS } from './spots/index.ts';

export type { Landmark } from './landmark.ts';

export const LANDMARKS: readonly Landmark[] = [
  // ——— Mexico City ———
  {
    id: 'torre-latinoamericana',
    spots: ['mexico-city/torre-latinoamericana'],
    aka: /torre latino/,
    setting: 'street',
    times: ANY,
    shows: 'the Torre Latinoamericana, a slim blue-glass skyscraper with a stepped top and a mast',
    draw: (_ctx, y) => [place(600, y, 0.85, [s.torreLatinoamericana()])],
  },
  {
    id: 'bellas-artes',
    spots: ['mexico-city/palacio-de-bellas-artes'],
    aka: /bellas artes(?! ?\(|.*nigromante)/,
    setting: 'cityPlaza',
    times: DAY,
    shows: 'the Palacio de Bellas Artes, white marble with an orange-and-gold tiled dome',
    draw: (_ctx, y) => [place(600, y, 1.05, [s.bellasArtes()])],
  },
  {
    id: 'catedral-metropolitana',
    spots: ['mexico-city/catedral-metropolitana'],
    aka: /catedral metropolitana|metropolitan cathedral/,
    setting: 'cityPlaza',
    times: DAY,
    shows: 'the Metropolitan Cathedral, grey stone with two bell-topped towers and a dome',
    draw: (_ctx, y) => [place(600, y, 1.05, [s.catedralMetropolitana()])],
  },
  {
    id: 'zocalo-cdmx',
    spots: ['mexico-city/zocalo'],
    aka: /\bzocalo\b.*(mexico city|cdmx)|plaza de la constitucion/,
    setting: 'cityPlaza',
    times: DAY,
    shows:
      'the Zócalo, a vast square with the giant Mexican flag before the Metropolitan Cathedral',
    draw: (_ctx, y) => [
      place(780, y - 20, 0.62, [s.catedralMetropolitana()]),
      place(300, y + 60, 0.9, [s.giantFlag()]),
    ],
  },
  {
    id: 'templo-mayor',
    spots: ['mexico-city/templo-mayor'],
    aka: /templo mayor/,
    setting: 'cityPlaza',
    times: DAY,
    shows:
      'the excavated Templo Mayor: stepped Aztec stone platforms, twin stairways and serpent heads',
    draw: (ctx, y) => [place(600, y + 30, 1.1, [s.temploMayor()])],
  },
  {
    id: 'antropologia',
    spots: ['mexico-city/museo-nacional-de-antropologia'],
    aka: /antropologia(?!.*(merida|baja|la paz))/,
    setting: 'plaza',
    times: DAY,
    shows:
      "the Museo Nacional de Antropología's courtyard: a vast canopy on one carved column, water falling from its rim",
    draw: (_ctx, y) => [place(600, y + 40, 1.2, [s.anthropologyUmbrella()])],
  },
  {
    id: 'chapultepec',
    spots: ['mexico-city/castillo-de-chapultepec'],
    aka: /chapultepec/,
    setting: 'hillside',
    times: DAY,
    shows: 'Chapultepec Castle, a long arcaded palace with a flag-topped tower on a wooded hill',
    draw: (_ctx, y) => [place(600, y + 40, 1.15, [s.chapultepecCastle()])],
  },
  {
    id: 'casa-azul',
    spots: ['mexico-city/museo-frida-kahlo'],
    aka: /frida|casa azul/,
    setting: 'street',
    times: DAY,
    shows: "Frida Kahlo's Casa Azul, a cobalt-blue house with red window frames and a green door",
    draw: (_ctx, y) => [place(600, y + 40, 1.1, [s.casaAzul()])],
  },
  {
    id: 'basilica-guadalupe',
    spots: ['mexico-city/basilica-de-guadalupe'],
    aka: /basilica de (santa maria de )?guadalupe|virgin of guadalupe|tepeyac/,
    setting: 'cityPlaza',
    times: DAY,
    shows:
      'the Basílica de Guadalupe: the round green-roofed modern basilica beside the domed old one',
    draw: (_ctx, y) => [place(640, y, 1.05, [s.basilicaGuadalupe()])],
  },
  {
    id: 'teotihuacan',
    spots: ['mexico-city/teotihuacan'],
    aka: /teotihuacan|pyramid of the sun/,
    setting: 'desert',
    times: ['morning', 'day'],
    shows: 'Teotihuacan: the stepped Pyramid of the Sun with the Pyramid of the Moon beyond',
    draw: (ctx, y) => [
      place(300, y - 40, 0.8, [s.pyramidOfTheMoon(stone(ctx, '#bda184'))]),
      place(700, y + 20, 1.05, [s.pyramidOfTheSun(stone(ctx, '#c99f7a'))]),
    ],
  },
  {
    id: 'xochimilco',
    spots: ['mexico-city/xochimilco-nativitas'],
    aka: /xochimilco|trajinera/,
    setting: 'hillside',
    times: DAY,
    shows: 'Xochimilco: painted trajinera boats with flower-decked arches on a green canal',
    draw: (ctx, y) => [
      rect(0, y - 40, 1200, 200, tint(ctx, '#4f8f7a')),
      place(330, y + 40, 0.9, [s.trajinera('#d94f3a', '#f2a900')]),
      place(820, y + 90, 1.05, [s.trajinera('#2d6fb3', '#e4007c')]),
    ],
  },
  {
    id: 'garibaldi',
    spots: ['mexico-city/plaza-garibaldi'],
    aka: /garibaldi/,
    setting: 'cityPlaza',
    times: ['night', 'dusk'],
    shows: 'Plaza Garibaldi: a mariachi guitar, trumpet and charro hat before colourful houses',
    draw: (ctx, y) => [
      place(640, y + 120, 0.85, [mariachiInstruments(COLOURS.terracotta, ctx.rng)]),
    ],
  },
  // ——— Guadalajara and Jalisco ———
  {
    id: 'catedral-guadalajara',
    spots: ['guadalajara/catedral-de-guadalajara'],
    aka: /catedral de guadalajara|guadalajara cathedral/,
    setting: 'cityPlaza',
    times: DAY,
    shows:
      "Guadalajara Cathedral's twin needle spires tiled yellow and blue, above a golden stone front",
    draw: (_ctx, y) => [place(600, y, 0.95, [s.catedralGuadalajara()])],
  },
  {
    id: 'hospicio-cabanas',
    spots: ['guadalajara/hospicio-cabanas'],
    aka: /cabanas/,
    setting: 'cityPlaza',
    times: DAY,
    shows:
      'the Hospicio Cabañas: a long neoclassical front with a columned portico and a tall grey dome',
    draw: (_ctx, y) => [place(600, y, 1.2, [s.hospicioCabanas()])],
  },
  {
    id: 'teatro-degollado',
    spots: ['guadalajara/teatro-degollado'],
    aka: /degollado/,
    setting: 'cityPlaza',
    times: ANY,
    shows: 'the Teatro Degollado, a neoclassical portico of twelve columns under a carved pediment',
    draw: (_ctx, y) => [place(600, y + 20, 1.2, [s.teatroDegollado()])],
  },
  {
    id: 'basilica-zapopan',
    spots: ['guadalajara/basilica-de-zapopan'],
    aka: /zapopan/,
    setting: 'cityPlaza',
    times: DAY,
    shows: 'the Basílica de Zapopan, a honey-coloured front between two slim domed towers',
    draw: (_ctx, y) => [place(600, y, 1.05, [s.basilicaZapopan()])],
  },
  {
    id: 'guachimontones',
    spots: ['guadalajara/guachimontones'],
    aka: /guachimontones/,
    setting: 'hillside',
    times: DAY,
    shows: 'Los Guachimontones, a round stepped pyramid of stone tiers on a green hillside',
    draw: (ctx, y) => [place(600, y, 1.1, [s.guachimontones(stone(ctx, '#b59d7c'))])],
  },
  {
    id: 'tequila-town',
    spots: ['guadalajara/tequila-town'],
    aka: /tequila (town|country)|pueblo magico de tequila/,
    setting: 'hillside',
    times: ['day', 'dusk'],
    shows:
      'Tequila: rows of blue agave before the stone church of the town, the Volcán de Tequila behind',
    draw: (ctx, y) => [
      place(820, y - 120, 1, [peak(700, 280, tint(ctx, '#6f7fa0'))]),
      place(760, y - 60, 0.5, [church(tint(ctx, '#c9a77a'), COLOURS.terracotta, 260)]),
      ...[0, 1, 2, 3].flatMap((row) =>
        Array.from({ length: 9 + row * 2 }, (_, i) =>
          place(i * (1200 / (8 + row * 2)) + (row % 2) * 40, y + row * 40, 0.5 + row * 0.18, [
            agave(60, tint(ctx, '#6a9eaa')),
          ]),
        ),
      ),
    ],
  },
  // ——— Guanajuato ———
  {
    id: 'teatro-juarez',
    spots: ['guanajuato/teatro-juarez'],
    aka: /teatro juarez/,
    setting: 'street',
    times: ANY,
    shows:
      'the Teatro Juárez: a green stone colonnade crowned by bronze muses, up a flight of steps',
    draw: (_ctx, y) => [place(600, y + 60, 1.15, [s.teatroJuarez()])],
  },
  {
    id: 'pipila',
    spots: ['guanajuato/monumento-al-pipila'],
    aka: /pipila/,
    setting: 'street',
    times: ANY,
    shows: 'the Pípila monument, a giant stone figure raising a torch over hillside houses',
    draw: (_ctx, y) => [place(640, y - 40, 0.95, [s.pipila()])],
  },
  {
    id: 'callejon-del-beso',
    spots: ['guanajuato/callejon-del-beso'],
    aka: /callejon del beso/,
    setting: 'interior',
    times: ['day'],
    shows:
      'the Callejón del Beso, a narrow stepped alley between red and yellow walls whose balconies almost touch',
    draw: (ctx, y) => [
      rect(0, 0, 1200, 800, tint(ctx, '#9fd0e8')),
      place(600, y, 1.25, [s.callejonDelBeso()]),
    ],
  },
  {
    id: 'universidad-guanajuato',
    spots: ['guanajuato/universidad-de-guanajuato'],
    setting: 'street',
    times: DAY,
    shows: 'the Universidad de Guanajuato, a white columned front at the top of a long staircase',
    draw: (_ctx, y) => [place(600, y + 100, 1.1, [s.universidadGuanajuato()])],
  },
  {
    id: 'alhondiga',
    spots: ['guanajuato/alhondiga-de-granaditas'],
    aka: /alhondiga/,
    setting: 'street',
    times: DAY,
    shows: 'the Alhóndiga de Granaditas, a massive fortress-like stone granary with small windows',
    draw: (_ctx, y) => [place(600, y + 40, 1.15, [s.alhondiga()])],
  },
  {
    id: 'basilica-guanajuato',
    spots: ['guanajuato/basilica-de-guanajuato'],
    setting: 'street',
    times: DAY,
    shows: 'the Basílica of Guanajuato, an ochre-yellow church with a red dome and tower',
    draw: (_ctx, y) => [place(620, y + 20, 1.1, [s.basilicaGuanajuato()])],
  },
  {
    id: 'valenciana',
    spots: ['guanajuato/templo-de-la-valenciana'],
    aka: /valenciana/,
    setting: 'hillside',
    times: DAY,
    shows: 'the Templo de La Valenciana, a pink-stone baroque front beside a single domed tower',
    draw: (_ctx, y) => [place(560, y, 1.1, [s.laValenciana()])],
  },
  // ——— San Miguel de Allende ———
  {
    id: 'parroquia-san-miguel',
    spots: ['san-miguel-de-allende/parroquia-de-san-miguel-arcangel'],
    aka: /parroquia de san miguel|pink parroquia/,
    setting: 'street',
    times: ['day', 'dusk'],
    shows: 'the Parroquia of San Miguel, a pink neo-gothic church of needle spires',
    draw: (ctx, y) => [place(600, y, 1, [gothicParroquia(tint(ctx, '#e59a8b'))])],
  },
  // ——— Mérida and the Yucatán ———
  {
    id: 'catedral-merida',
    spots: ['merida/catedral-de-san-ildefonso'],
    aka: /san ildefonso|catedral de merida|merida cathedral/,
    setting: 'plaza',
    times: DAY,
    shows:
      "Mérida's Catedral de San Ildefonso, a plain fortress-like limestone front with two small-domed towers",
    draw: (_ctx, y) => [place(600, y, 1.05, [s.catedralMerida()])],
  },
  {
    id: 'palacio-canton',
    spots: ['merida/palacio-canton'],
    aka: /palacio canton/,
    setting: 'plaza',
    times: DAY,
    shows:
      'the Palacio Cantón, a white Beaux-Arts mansion with columns and a balustrade topped by urns',
    draw: (_ctx, y) => [place(600, y, 1.2, [s.palacioCanton()])],
  },
  {
    id: 'paseo-de-montejo',
    spots: ['merida/paseo-de-montejo'],
    aka: /paseo de montejo/,
    setting: 'plaza',
    times: ['morning', 'day'],
    shows:
      'the Paseo de Montejo, a boulevard of shade trees in front of a white Beaux-Arts mansion',
    draw: (ctx, y) => [
      place(600, y - 40, 0.7, [s.palacioCanton()]),
      rect(0, y + 20, 1200, 60, tint(ctx, '#8a8a8a')),
      ...[80, 330, 870, 1120].map((x) =>
        place(x, y + 40, 1.3, [roundTree(80, tint(ctx, COLOURS.leafDark), ctx.rng)]),
      ),
    ],
  },
  {
    id: 'casa-montejo',
    spots: ['merida/casa-de-montejo'],
    setting: 'plaza',
    times: DAY,
    shows:
      'the Casa de Montejo, a carved stone plateresque doorway flanked by two standing figures',
    draw: (_ctx, y) => [place(600, y + 20, 1.25, [s.casaMontejo()])],
  },
  {
    id: 'dzibilchaltun',
    spots: ['merida/dzibilchaltun'],
    aka: /dzibilchaltun/,
    setting: 'jungle',
    times: ['morning', 'day'],
    shows:
      'the Temple of the Seven Dolls at Dzibilchaltún, a small square Maya temple with light through its door',
    draw: (ctx, y) => [place(600, y, 1.3, [s.dzibilchaltun(stone(ctx, '#cdbb98'))])],
  },
  {
    id: 'gran-museo-maya',
    spots: ['merida/gran-museo-del-mundo-maya'],
    setting: 'plaza',
    times: DAY,
    shows:
      'the Gran Museo del Mundo Maya, a modern building under a ribbed canopy shaped like a ceiba tree',
    draw: (_ctx, y) => [place(600, y, 1.2, [s.granMuseoMaya()])],
  },
  {
    id: 'progreso',
    spots: ['merida/progreso-malecon'],
    aka: /progreso/,
    setting: 'gulf',
    times: DAY,
    shows: "Progreso's very long pier running out across a pale green sea",
    draw: (_ctx, y) => [place(600, y + 120, 1.6, [s.pier(200)])],
  },
  {
    id: 'chichen-itza',
    spots: [],
    aka: /chichen|kukulcan/,
    setting: 'jungle',
    times: DAY,
    shows:
      'El Castillo of Chichén Itzá, a nine-tiered stepped pyramid with a central stairway and temple',
    draw: (ctx, y) => [place(600, y + 20, 1.05, [s.elCastilloChichen(stone(ctx, '#cbb894'))])],
  },
  {
    id: 'cenotes-cuzama',
    spots: ['merida/cenotes-de-cuzama'],
    setting: 'interior',
    times: ['day'],
    shows:
      'a cenote at Cuzamá: a cave pool of turquoise water lit by a shaft of sun through the roof',
    draw: (ctx) => [cenoteOf(ctx, 1200, 800, 0.7)],
  },
  // ——— Oaxaca ———
  {
    id: 'santo-domingo-oaxaca',
    spots: ['oaxaca/templo-de-santo-domingo'],
    aka: /santo domingo.*oaxaca|oaxaca.*santo domingo/,
    setting: 'desert',
    times: DAY,
    shows:
      'the Templo de Santo Domingo, a green cantera-stone front between two square towers, with a dome and cacti',
    draw: (_ctx, y) => [place(600, y, 1, [s.santoDomingoOaxaca()])],
  },
  {
    id: 'catedral-oaxaca',
    spots: ['oaxaca/zocalo'],
    setting: 'plaza',
    times: ANY,
    shows: "Oaxaca's cathedral, a low green-stone front with short twin towers, facing the zócalo",
    draw: (_ctx, y) => [place(600, y, 1.1, [s.catedralOaxaca()])],
  },
  {
    id: 'monte-alban',
    spots: ['oaxaca/monte-alban'],
    aka: /monte alban/,
    setting: 'valley',
    times: DAY,
    shows: 'Monte Albán: stepped Zapotec platforms with wide stairways around a grassy plaza',
    draw: (ctx, y) => [place(600, y + 40, 1.05, [s.monteAlban(stone(ctx, '#b9a88c'))])],
  },
  {
    id: 'mitla',
    spots: ['oaxaca/mitla'],
    aka: /\bmitla\b/,
    setting: 'valley',
    times: DAY,
    shows:
      'the palace of Mitla, a long stone wall with friezes of stepped-fret mosaics and dark doorways',
    draw: (ctx, y) => [place(600, y + 40, 1.2, [s.mitla(stone(ctx, '#b39a7c'))])],
  },
  {
    id: 'arbol-del-tule',
    spots: ['oaxaca/arbol-del-tule'],
    aka: /arbol del tule|\btule\b/,
    setting: 'plaza',
    times: DAY,
    shows:
      'the Árbol del Tule, an enormous cypress with a vast twisting trunk and a broad dark crown',
    draw: (_ctx, y) => [place(600, y + 40, 1.05, [s.arbolDelTule()])],
  },
  {
    id: 'soledad',
    spots: ['oaxaca/basilica-de-la-soledad'],
    aka: /la soledad/,
    setting: 'plaza',
    times: ANY,
    shows:
      'the Basílica de la Soledad, a wide baroque stone front carved like an altarpiece of niches',
    draw: (_ctx, y) => [place(600, y, 1.1, [s.basilicaSoledad()])],
  },
  {
    id: 'etnobotanico',
    spots: ['oaxaca/jardin-etnobotanico'],
    setting: 'desert',
    times: DAY,
    shows:
      "the Jardín Etnobotánico: rows of tall organ-pipe cacti and agaves before a church's stone wall",
    draw: (ctx, y) => [
      rect(0, y - 260, 1200, 260, tint(ctx, '#a7b68f')),
      ...[150, 300, 450, 600, 750, 900, 1050].map((x, i) =>
        place(x, y + 40, 1, [cactus(260 + (i % 3) * 50, tint(ctx, '#3f7f5b'))]),
      ),
      ...[220, 520, 820].map((x) => place(x, y + 110, 1, [agave(80)])),
    ],
  },
  // ——— Puebla ———
  {
    id: 'catedral-puebla',
    spots: ['puebla/catedral-de-puebla'],
    aka: /catedral (basilica )?de puebla|puebla cathedral/,
    setting: 'plaza',
    times: DAY,
    shows: "Puebla's cathedral, grey stone with two very tall towers and a tiled dome",
    draw: (_ctx, y) => [place(600, y, 0.92, [s.catedralPuebla()])],
  },
  {
    id: 'zocalo-puebla',
    spots: ['puebla/zocalo-de-puebla'],
    setting: 'plaza',
    times: ANY,
    shows:
      "Puebla's zócalo: a wrought-iron bandstand among laurel trees, the cathedral's tall grey towers behind",
    draw: (ctx, y) => [
      place(600, y - 60, 0.55, [s.catedralPuebla()]),
      place(600, y + 70, 0.9, [kiosk(tint(ctx, '#2f6b48'), COLOURS.marigold)]),
    ],
  },
  {
    id: 'cholula',
    spots: ['puebla/gran-piramide-de-cholula'],
    aka: /cholula/,
    setting: 'hillside',
    times: DAY,
    shows:
      'the Great Pyramid of Cholula, a grassy hill crowned by a yellow church, with snowy Popocatépetl behind',
    draw: (ctx, y) => [
      place(900, y - 120, 1, [peak(700, 360, tint(ctx, '#7d8cb5'), true)]),
      place(600, y + 20, 1, [s.cholulaPyramidChurch()]),
    ],
  },
  {
    id: 'capilla-rosario',
    spots: ['puebla/capilla-del-rosario'],
    aka: /capilla del rosario/,
    setting: 'interior',
    times: ['day'],
    shows:
      'the Capilla del Rosario inside: an arched chapel covered in gold leaf around a bright altar',
    draw: (_ctx, y) => [place(600, y, 1.15, [s.capillaDelRosario()])],
  },
  {
    id: 'talavera',
    spots: ['puebla/talavera-uriarte'],
    aka: /talavera/,
    setting: 'interior',
    times: ['day'],
    shows: 'Talavera pottery: a wall of blue, white and yellow tiles behind three painted vases',
    draw: (_ctx, y) => [place(600, y, 1.3, [s.talaveraWall()])],
  },
  {
    id: 'tonantzintla',
    spots: ['puebla/santa-maria-tonantzintla'],
    aka: /tonantzintla/,
    setting: 'hillside',
    times: DAY,
    shows:
      'Santa María Tonantzintla, a red church front inlaid with white and blue tiles beside a white tower',
    draw: (_ctx, y) => [place(620, y, 1.1, [s.tonantzintla()])],
  },
  // ——— Puerto Vallarta ———
  {
    id: 'parroquia-vallarta',
    spots: ['puerto-vallarta/parroquia-de-guadalupe'],
    aka: /parroquia de (nuestra senora de )?guadalupe/,
    setting: 'street',
    times: ANY,
    shows: "Puerto Vallarta's Guadalupe church, a white tower topped by an open golden crown",
    draw: (_ctx, y) => [place(600, y + 30, 0.95, [s.parroquiaVallarta()])],
  },
  {
    id: 'malecon-vallarta',
    spots: ['puerto-vallarta/malecon'],
    setting: 'pacific',
    times: ['day', 'dusk'],
    shows:
      'the bronze seahorse statue of the Puerto Vallarta malecón, against the bay and green hills',
    draw: (_ctx, y) => [place(600, y + 40, 1.2, [s.seahorseStatue()])],
  },
  {
    id: 'los-arcos',
    spots: ['puerto-vallarta/los-arcos'],
    aka: /los arcos/,
    setting: 'pacific',
    times: DAY,
    shows: 'Los Arcos, granite islets pierced by sea arches off the Pacific coast',
    draw: (ctx, y) => [
      rect(0, y - 170, 1200, 340, tint(ctx, '#1f7fb3')),
      place(600, y + 20, 1, [s.losArcos(tint(ctx, '#8a7f74'))]),
    ],
  },
  {
    id: 'marietas',
    spots: ['puerto-vallarta/islas-marietas'],
    aka: /marietas/,
    setting: 'pacific',
    times: DAY,
    shows: "the Islas Marietas' hidden beach: a ring of rock open to the sky around a cove of sand",
    draw: (ctx, y) => [
      rect(0, y - 170, 1200, 340, tint(ctx, '#1f7fb3')),
      path(
        d('M', 200, y + 60, 'Q', 200, y - 300, 600, y - 300, 'Q', 1000, y - 300, 1000, y + 60, 'Z'),
        tint(ctx, '#8a7f74'),
      ),
      ellipse(600, y - 120, 280, 150, tint(ctx, '#a8dcef')),
      ellipse(600, y + 10, 300, 60, tint(ctx, '#f1e3c0')),
      ellipse(600, y - 30, 260, 40, tint(ctx, '#3fbfb0')),
      ellipse(600, y - 260, 260, 40, tint(ctx, '#4f8a4f')),
    ],
  },
  {
    id: 'playa-los-muertos-pier',
    spots: ['puerto-vallarta/playa-los-muertos-pier'],
    setting: 'pacific',
    times: ['dusk', 'day'],
    shows: 'Playa Los Muertos pier, its tall sail-shaped spire rising over the Pacific',
    draw: (ctx, y) => [
      rect(480, y - 60, 640, 16, tint(ctx, '#d8d2c4')),
      path(
        d('M', 1080, y - 60, 'L', 1080, y - 420, 'Q', 960, y - 240, 1000, y - 60, 'Z'),
        tint(ctx, '#efe9dc'),
      ),
      ...[520, 640, 760, 880, 1000].map((x) => rect(x, y - 44, 10, 60, tint(ctx, '#8d8578'))),
    ],
  },
  {
    id: 'yelapa',
    spots: ['puerto-vallarta/yelapa'],
    aka: /yelapa/,
    setting: 'pacific',
    times: ['morning', 'day'],
    shows:
      'Yelapa: a jungle cove with palm-thatched houses on the hillside and pangas pulled up on the sand',
    draw: (ctx, y) => [
      ...[180, 330, 470, 760, 900, 1040].map((x, i) =>
        place(x, y - 210 - (i % 3) * 28, 0.5, [
          rect(-50, -60, 100, 60, tint(ctx, '#efe6d6')),
          path(d('M', -70, -60, 'L', 0, -120, 'L', 70, -60, 'Z'), tint(ctx, '#b38d48')),
        ]),
      ),
      place(520, y + 60, 0.5, [boat('#2d6fb3', COLOURS.white)]),
      place(760, y + 80, 0.5, [boat('#d94f3a', COLOURS.white)]),
    ],
  },
  {
    id: 'sayulita',
    spots: ['puerto-vallarta/sayulita'],
    aka: /sayulita/,
    setting: 'pacific',
    times: ['day', 'dusk'],
    shows:
      'Sayulita: a surf beach with bright surfboards standing in the sand and a surfer riding a wave',
    draw: (ctx, y) => [
      path(d('M', 620, y - 100, 'q', 160, -130, 320, 0), 'none', {
        stroke: '#ffffff',
        'stroke-width': 16,
      }),
      place(780, y - 150, 1, [
        rect(-60, -8, 120, 14, COLOURS.marigold, { rx: 7 }),
        rect(-8, -70, 16, 60, COLOURS.ink, { rx: 8 }),
      ]),
      ...[300, 400, 500, 980].map((x, i) =>
        place(x, y + 90, 1, [
          rect(
            -18,
            -170,
            36,
            170,
            [COLOURS.rosa, COLOURS.turquoise, COLOURS.marigold, '#e64b3c'][i] ?? COLOURS.rosa,
            { rx: 18 },
          ),
        ]),
      ),
    ],
  },
  // ——— San Cristóbal de las Casas ———
  {
    id: 'catedral-san-cristobal',
    spots: ['san-cristobal-de-las-casas/zocalo-and-catedral'],
    aka: /catedral de san cristobal/,
    setting: 'highland',
    times: DAY,
    shows:
      "San Cristóbal's cathedral, a yellow front trimmed in red and white, beside a pale tower",
    draw: (_ctx, y) => [place(580, y, 1.05, [s.catedralSanCristobal()])],
  },
  {
    id: 'santo-domingo-san-cristobal',
    spots: ['san-cristobal-de-las-casas/templo-de-santo-domingo'],
    setting: 'highland',
    times: DAY,
    shows:
      'the Templo de Santo Domingo in San Cristóbal, a pink baroque front of carved columns and niches',
    draw: (_ctx, y) => [place(600, y, 1.15, [s.santoDomingoSanCristobal()])],
  },
  {
    id: 'arco-del-carmen',
    spots: ['san-cristobal-de-las-casas/arco-del-carmen'],
    aka: /arco del carmen/,
    setting: 'highland',
    times: DAY,
    shows: 'the Arco del Carmen, a red-orange tower over an arched gateway trimmed in white',
    draw: (_ctx, y) => [place(600, y, 1.1, [s.arcoDelCarmen()])],
  },
  {
    id: 'chamula',
    spots: ['san-cristobal-de-las-casas/san-juan-chamula'],
    aka: /chamula/,
    setting: 'highland',
    times: DAY,
    shows:
      'the church of San Juan Chamula, a white front with its doorway framed in green and blue painted bands',
    draw: (_ctx, y) => [place(620, y, 1.15, [s.chamulaChurch()])],
  },
  {
    id: 'cerro-de-guadalupe',
    spots: ['san-cristobal-de-las-casas/cerro-de-guadalupe'],
    setting: 'highland',
    times: ['day', 'dusk'],
    shows: 'the Templo de Guadalupe, a white church at the top of a long stairway up a wooded hill',
    draw: (ctx, y) => [
      place(600, y + 40, 1.2, [s.templeOnHill(tint(ctx, '#f1ece2'), tint(ctx, '#2d6fb3'))]),
    ],
  },
  {
    id: 'cerro-de-san-cristobal',
    spots: ['san-cristobal-de-las-casas/cerro-de-san-cristobal'],
    setting: 'highland',
    times: ['morning', 'day'],
    shows:
      'the Templo de San Cristóbal, a red church at the top of a long stairway up a wooded hill',
    draw: (ctx, y) => [
      place(600, y + 40, 1.2, [s.templeOnHill(tint(ctx, '#c4452e'), tint(ctx, '#f1ece2'))]),
    ],
  },
  {
    id: 'sumidero',
    spots: ['san-cristobal-de-las-casas/canon-del-sumidero'],
    aka: /sumidero/,
    setting: 'interior',
    times: ['day'],
    shows: 'the Cañón del Sumidero: sheer green-streaked cliffs above a river with a small launch',
    draw: (ctx) => [
      rect(0, 0, 1200, 800, tint(ctx, '#a8d8ec')),
      place(600, 800, 1, [canyon(1200, ['#8f7a66', '#6f6252', '#5a4f44'])]),
      place(120, 360, 0.6, [jungle(240, ctx.rng, tint(ctx, '#4f8a5e'))]),
      place(1080, 360, 0.6, [jungle(240, ctx.rng, tint(ctx, '#4f8a5e'))]),
      rect(0, 700, 1200, 100, tint(ctx, '#3a8c7a')),
      place(600, 730, 0.5, [boat(COLOURS.white, COLOURS.terracotta)]),
    ],
  },
  // ——— Tulum and the Caribbean ———
  {
    id: 'tulum-castillo',
    spots: ['tulum/zona-arqueologica-de-tulum'],
    aka: /tulum (ruins|archaeolog)|el castillo.*tulum|tulum.*cliff/,
    setting: 'caribbean',
    times: DAY,
    shows: "Tulum's El Castillo, a small Maya temple on a limestone cliff above the beach",
    draw: (ctx) => [
      path(
        d('M', 0, 520, 'L', 620, 500, 'Q', 700, 540, 720, 800, 'L', 0, 800, 'Z'),
        tint(ctx, '#cdb48f'),
      ),
      place(330, 510, 1, [clifftopTemple(tint(ctx, COLOURS.stone))]),
      place(40, 520, 0.9, [palm(330, 60)]),
    ],
  },
  {
    id: 'coba',
    spots: ['tulum/coba'],
    aka: /\bcoba\b|nohoch mul/,
    setting: 'jungle',
    times: DAY,
    shows: "Cobá's Nohoch Mul, a tall steep Maya pyramid rising above the jungle canopy",
    draw: (ctx, y) => [place(600, y + 10, 1, [s.cobaNohochMul(stone(ctx, '#b9a98f'))])],
  },
  {
    id: 'muyil',
    spots: ['tulum/muyil'],
    aka: /muyil/,
    setting: 'jungle',
    times: DAY,
    shows: 'Muyil: a steep Maya temple-pyramid in the jungle beside a lagoon canal',
    draw: (ctx, y) => [
      place(420, y, 0.7, [s.cobaNohochMul(stone(ctx, '#c2b295'))]),
      rect(700, y - 10, 500, 60, tint(ctx, '#3fbfb0')),
    ],
  },
  {
    id: 'el-rey',
    spots: ['cancun/el-rey'],
    setting: 'caribbean',
    times: DAY,
    shows:
      'El Rey ruins in Cancún: low Maya stone platforms and columns among palms, an iguana in the sun',
    draw: (ctx, y) => [
      place(600, y + 60, 1.3, [s.elReyRuins(stone(ctx, '#c2b295'))]),
      place(130, y + 120, 1, [palm(360, 60)]),
    ],
  },
  {
    id: 'musa',
    spots: ['cancun/musa-museo-subacuatico'],
    aka: /\bmusa\b|underwater museum/,
    setting: 'underwater',
    times: ['day'],
    shows:
      'the MUSA underwater museum: rows of life-size statues on the sea floor with yellow fish',
    draw: (_ctx, y) => [place(600, y + 40, 1.1, [s.musaStatues()])],
  },
  {
    id: 'gran-cenote',
    spots: ['tulum/gran-cenote'],
    setting: 'interior',
    times: ['day'],
    shows:
      'the Gran Cenote: a cave pool of clear turquoise water lit by sun through an opening in the rock',
    draw: (ctx) => [cenoteOf(ctx, 1200, 800, 0.85)],
  },
  // ——— La Paz ———
  {
    id: 'balandra',
    spots: ['la-paz/playa-balandra'],
    aka: /balandra/,
    setting: 'seaOfCortez',
    times: DAY,
    shows: "Playa Balandra's mushroom-shaped rock standing in shallow turquoise water",
    draw: (ctx, y) => [place(620, y + 60, 1.2, [s.mushroomRock(tint(ctx, '#b9825a'))])],
  },
  {
    id: 'los-islotes',
    spots: ['la-paz/los-islotes'],
    aka: /islotes|sea lion/,
    setting: 'seaOfCortez',
    times: DAY,
    shows: 'Los Islotes: sea lions basking on a rocky islet streaked with white',
    draw: (_ctx, y) => [place(600, y + 20, 1.1, [s.seaLions()])],
  },
  {
    id: 'whale-shark',
    spots: ['la-paz/whale-shark-bay'],
    aka: /whale shark/,
    setting: 'underwater',
    times: ['day'],
    shows: 'a spotted whale shark gliding through the green-blue water of the Bay of La Paz',
    draw: (_ctx, y) => [place(600, y - 200, 1.2, [s.whaleShark()])],
  },
  {
    id: 'espiritu-santo',
    spots: ['la-paz/isla-espiritu-santo'],
    aka: /espiritu santo/,
    setting: 'seaOfCortez',
    times: DAY,
    shows:
      'Isla Espíritu Santo: red-rock cliffs around a turquoise cove, a panga boat anchored in the shallows',
    draw: (ctx, y) => [
      path(
        d('M', 0, y - 60, 'L', 0, y - 320, 'Q', 200, y - 360, 380, y - 260, 'L', 420, y - 60, 'Z'),
        tint(ctx, '#b8693f'),
      ),
      path(
        d(
          'M',
          1200,
          y - 60,
          'L',
          1200,
          y - 300,
          'Q',
          1000,
          y - 340,
          820,
          y - 240,
          'L',
          780,
          y - 60,
          'Z',
        ),
        tint(ctx, '#a85a35'),
      ),
      ...[80, 200, 320].map((x) => rect(x, y - 300 + (x % 3) * 20, 8, 220, tint(ctx, '#cf8f62'))),
      rect(380, y - 70, 440, 60, tint(ctx, '#3fd0c8')),
      place(600, y - 20, 0.5, [boat(COLOURS.white, '#2d6fb3')]),
    ],
  },
  {
    id: 'instituto-allende',
    spots: ['san-miguel-de-allende/instituto-allende'],
    setting: 'street',
    times: DAY,
    shows:
      'the Instituto Allende, an old colonial estate of ochre walls and arcades, now an art school',
    draw: (ctx, y) => [
      place(600, y + 60, 1.3, [hacienda(tint(ctx, '#d89a3c'), COLOURS.terracotta)]),
    ],
  },
  {
    id: 'catedral-la-paz',
    spots: ['la-paz/catedral-de-nuestra-senora-de-la-paz'],
    setting: 'plaza',
    times: DAY,
    shows: "La Paz's cathedral, a brick-red front between two square towers",
    draw: (_ctx, y) => [place(600, y, 1.1, [s.lapazCathedral()])],
  },
  {
    id: 'la-gruta',
    spots: ['san-miguel-de-allende/la-gruta-spa'],
    aka: /la gruta|hot spring/,
    setting: 'interior',
    times: ['day'],
    shows:
      'La Gruta: a warm turquoise pool under a rocky cave vault, steam rising into a shaft of light',
    draw: (ctx) => [
      rect(0, 0, 1200, 800, tint(ctx, '#5a4a42')),
      path(
        d('M', 0, 800, 'L', 0, 300, 'Q', 600, -40, 1200, 300, 'L', 1200, 800, 'Z'),
        tint(ctx, '#7a6558'),
      ),
      path(d('M', 520, 90, 'L', 680, 90, 'L', 820, 620, 'L', 380, 620, 'Z'), '#fff3c4', {
        opacity: 0.25,
      }),
      ellipse(600, 660, 520, 110, tint(ctx, '#3fbfb0')),
      ellipse(600, 650, 420, 70, tint(ctx, '#6fd8cc')),
      ...[380, 560, 740, 880].map((x) =>
        path(d('M', x, 620, 'q', -30, -60, 0, -120, 'q', 30, -60, 0, -120), 'none', {
          stroke: '#ffffff',
          'stroke-width': 10,
          opacity: 0.35,
          'stroke-linecap': 'round',
        }),
      ),
    ],
  },
  {
    id: 'charco-del-ingenio',
    spots: ['san-miguel-de-allende/el-charco-del-ingenio'],
    aka: /charco del ingenio/,
    setting: 'desert',
    times: ['day', 'dusk'],
    shows:
      'El Charco del Ingenio: tall cacti and agaves on a dry ridge above a small reservoir in a rocky canyon',
    draw: (ctx, y) => [
      path(
        d('M', 300, y - 20, 'Q', 600, y - 90, 900, y - 20, 'L', 820, y + 20, 'L', 380, y + 20, 'Z'),
        tint(ctx, '#9a7a5a'),
      ),
      ellipse(600, y - 10, 220, 28, tint(ctx, '#4a9ab0')),
      ...[140, 260, 940, 1060].map((x, i) =>
        place(x, y + 60 + (i % 2) * 30, 1, [cactus(200 + (i % 2) * 60)]),
      ),
      ...[420, 780].map((x) => place(x, y + 110, 1, [agave(80)])),
    ],
  },
  {
    id: 'calle-subterranea',
    spots: ['guanajuato/calle-subterranea'],
    aka: /subterran|tunnel/,
    setting: 'street',
    times: ['day', 'dusk'],
    shows:
      "Guanajuato's underground street: a road running into a dark stone-arched tunnel below hillside houses",
    draw: (ctx, y) => [
      rect(200, y - 330, 800, 330, tint(ctx, '#a8957c')),
      ...[0, 1, 2, 3, 4, 5].map((row) =>
        rect(200, y - 330 + row * 55, 800, 4, tint(ctx, '#8c7a63')),
      ),
      path(
        d('M', 360, y, 'L', 360, y - 150, 'Q', 600, y - 400, 840, y - 150, 'L', 840, y, 'Z'),
        '#2a2230',
      ),
      path(
        d('M', 420, y, 'L', 420, y - 140, 'Q', 600, y - 330, 780, y - 140, 'L', 780, y, 'Z'),
        '#1a1420',
      ),
      ...[470, 600, 730].map((x) => ellipse(x, y - 200 - (x === 600 ? 40 : 0), 10, 6, '#ffd66b')),
      path(
        d('M', 460, y + 120, 'L', 560, y, 'L', 640, y, 'L', 740, y + 120, 'Z'),
        tint(ctx, '#55555f'),
      ),
    ],
  },
  {
    id: 'akumal',
    spots: ['tulum/akumal-bay'],
    aka: /akumal|turtle/,
    setting: 'underwater',
    times: ['day'],
    shows: 'Akumal Bay: a green sea turtle swimming over seagrass in clear turquoise water',
    draw: () => [
      ...Array.from({ length: 30 }, (_, i) =>
        path(d('M', 40 + i * 40, 780, 'q', 10, -50, -6, -100), 'none', {
          stroke: '#4f8a4f',
          'stroke-width': 8,
        }),
      ),
      place(600, 420, 1.2, [
        ellipse(-120, 40, 70, 24, '#6f8f5a'),
        ellipse(120, 40, 70, 24, '#6f8f5a'),
        ellipse(-110, -60, 80, 26, '#6f8f5a'),
        ellipse(110, -60, 80, 26, '#6f8f5a'),
        ellipse(0, 0, 150, 100, '#7a5a3a'),
        ...[-60, 0, 60].flatMap((x) => [
          ellipse(x, -30, 32, 24, '#9a7a4a'),
          ellipse(x, 34, 32, 24, '#9a7a4a'),
        ]),
        ellipse(190, -10, 50, 36, '#7f9f6a'),
        ellipse(212, -20, 6, 6, '#2a2230'),
      ]),
    ],
  },
  {
    id: 'cenote-calavera',
    spots: ['tulum/cenote-calavera'],
    aka: /calavera/,
    setting: 'interior',
    times: ['day'],
    shows:
      'Cenote Calavera: three round holes in a rock roof, like a skull, letting light down to a dark turquoise pool',
    draw: (ctx) => [
      rect(0, 0, 1200, 800, tint(ctx, '#3a3038')),
      rect(0, 0, 1200, 220, tint(ctx, '#6a5a52')),
      ...[
        [360, 110, 120],
        [840, 110, 120],
        [600, 180, 60],
      ].flatMap(([x = 0, y = 0, r = 0]) => [
        ellipse(x, y, r, r * 0.6, '#9fd8ec'),
        path(
          d(
            'M',
            x - r * 0.8,
            y,
            'L',
            x + r * 0.8,
            y,
            'L',
            x + r * 1.4,
            640,
            'L',
            x - r * 1.4,
            640,
            'Z',
          ),
          '#fff3c4',
          { opacity: 0.18 },
        ),
      ]),
      ellipse(600, 690, 560, 110, tint(ctx, '#1f8f8a')),
      ellipse(600, 680, 420, 60, tint(ctx, '#3fbfb0')),
      rect(830, 200, 10, 470, tint(ctx, '#8a6a45')),
      rect(870, 200, 10, 470, tint(ctx, '#8a6a45')),
      ...Array.from({ length: 9 }, (_, i) => rect(830, 240 + i * 50, 50, 8, tint(ctx, '#8a6a45'))),
    ],
  },
  {
    id: 'angel',
    spots: [],
    aka: /angel de la independencia|reforma/,
    setting: 'street',
    times: DAY,
    shows: 'the Ángel de la Independencia, a golden winged figure on a tall column',
    draw: (_ctx, y) => [place(600, y, 1, [s.angelDeLaIndependencia()])],
  },
  // Every other spot: its own drawing, one file per city (spots/).
  ...SPOT_LANDMARKS,
];
