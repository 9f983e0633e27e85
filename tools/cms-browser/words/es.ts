/**
 * The content manager's words in Spanish (tools/cms-browser/words.ts): its own parts' words, Decap
 * CMS's own put right, and each field's words by its key, the file's name in the CMS and the
 * field's path (`fieldKey`). A field without its words here shows its English, and
 * tools/cms-browser/field-words.test.ts names it. The browser's script takes `texts` and `decap`
 * only; the CMS's configuration, written at build time, takes the others.
 */
import { defaultLanguage, languages } from "../../../app/config/languages";
import { siteTimeZone as zone } from "../../../app/config/time-zone";
import type { CmsLanguageFile, CmsTexts } from "../words";

/** The site's language under its own folder, in the example of an address. */
const second = languages.find((code) => code !== defaultLanguage) ?? "en";

export const texts: CmsTexts = {
  optional: "opcional",
  add: (item: string) => `Añadir ${item}`,
  addInLanguage: (item: string, language: string) => `Añadir ${item} (${language.toLowerCase()})`,
  otherInterfaceHint: (language: string) =>
    `Mostrar el gestor de contenidos en ${language.toLowerCase()}`,
  mistakes: (count: number) =>
    `No guardado: ${count === 1 ? "1 error" : `${count} errores`} por corregir (así no se podría generar la web)`,
  refusal: (count: number) =>
    `${count === 1 ? "1 error por corregir, indicado" : `${count} errores por corregir, indicados`} abajo a la derecha.`,
  close: "Cerrar",
  datePlaceholder: "dd/mm/aaaa",
  timePlaceholder: "hh:mm",
  timeLabel: (field: string) => `${field}: hora (24 horas)`,
  timeZoneNote: (zone: string) => `zona horaria ${zone}`,
  calendar: (field: string) => `${field}: elige el día en un calendario`,
  dateProblem: (field: string) =>
    `${field}: escribe la fecha como día/mes/año, por ejemplo 05/12/2025`,
  timeProblem: (field: string) =>
    `${field}: escribe la hora en formato de 24 horas, por ejemplo 09:00 o 18:30`,
  renamed: (original: string, saved: string, taken: string) =>
    `${original} se ha subido como ${saved}: ${taken} ya es otra imagen, que se queda como está.`,
  uploaded: (original: string, saved: string) => `${original} se ha subido como ${saved}.`,
  stripped: (located: boolean) =>
    located
      ? "Se han quitado del archivo el lugar donde se hizo (GPS) y los datos de la cámara; la imagen no cambia."
      : "Se han quitado del archivo los datos de la cámara; la imagen no cambia.",
  neverReplaced: (name: string) =>
    `${name} ya es otra imagen: no se ha sustituido. Vuelve a subir la nueva: tendrá un nombre propio.`,
  otherEntry: (held: string, named: string) =>
    `Este formulario contiene ${held}, pero la dirección indica ${named}: no se ha guardado nada. Abre desde la lista la entrada que quieres editar.`,
  newEntry: "una entrada nueva",
  until: (day: string) => `hasta el ${day}`,
  focus: {
    places: [
      "Arriba a la izquierda",
      "Arriba",
      "Arriba a la derecha",
      "A la izquierda",
      "En el centro",
      "A la derecha",
      "Abajo a la izquierda",
      "Abajo",
      "Abajo a la derecha",
    ],
    middle: "El centro (sin punto focal elegido)",
    at: (across: number, down: number) => `${across} % desde la izquierda, ${down} % desde arriba`,
    loading: "Cargando la imagen…",
    choosePictureFirst:
      "Elige primero la imagen de arriba: aparece aquí, y un clic en el motivo fija el punto focal. Mientras tanto, elige una posición abajo.",
    wideBand: "Una franja ancha",
    square: "Un cuadrado",
    group: (described: string) => `Punto focal: ${described}`,
    picture: (described: string) =>
      `La imagen, con su punto focal: ${described}. Haz clic en el motivo, o mueve el punto con las flechas del teclado.`,
    orChoose: "O elige una posición",
  },
  event: "Evento",
};

export const decap: CmsLanguageFile["decap"] = {
  collection: { collectionTop: { newButton: "+ %{collectionLabel}" } },
  editor: {
    editorToolbar: { changesSaved: "Ningún cambio sin guardar" },
    editorControl: { field: { optional: "opcional" } },
  },
  ui: { toast: { onFailToPersist: "No guardado. %{details}" } },
};

export const entries: CmsLanguageFile["entries"] = {
  events: {
    label: "Eventos",
    description:
      "Un archivo por evento. Su dirección (slug) y el nombre del archivo se eligen una sola vez, al crearlo.",
  },
  site: {
    label: "Grupo local",
    description:
      "La identidad del grupo local, su equipo, sus patrocinadores y los textos de las páginas.",
  },
  identity: {
    label: "Identidad",
    description: "Nombres, direcciones y enlaces que usan todas las páginas.",
  },
  team: {
    label: "Equipo",
    description: "La junta, una tarjeta por persona, en el orden del carrusel.",
  },
  sponsors: { label: "Patrocinadores", description: "Los logos de la página Empresas, en orden." },
  quotes: {
    label: "Citas",
    description:
      "Las palabras de estudiantes y colaboradores, para la página de inicio, la página Empresas y las de los eventos.",
  },
  home: {
    label: "Página de inicio",
    description: "Los textos y las fotos de la página de inicio.",
  },
  partners: { label: "Página Empresas", description: "El texto de la página Empresas." },
};

/** A function, so that the browser's script, which never calls it, leaves these words out (a text
 * with a value in it, such as the time zone, would otherwise keep them all). */
export const fields: CmsLanguageFile["fields"] = () => ({
  "events: slug": {
    title: "Dirección",
    description: `La dirección de la página sin la barra, tal como sale en los carteles: robotics-night da /robotics-night y /${second}/robotics-night. Letras, cifras y guiones sueltos, como máximo 80.`,
    pattern: "Letras, cifras y guiones sueltos, como robotics-night; como máximo 80.",
  },
  "events: kind": {
    title: "Tipo",
    description:
      "Lo que la tarjeta y la página dicen encima del título, y en qué calendario de un tipo de evento aparece.",
  },
  "events: title": { title: "Título", description: "El nombre del evento." },
  "events: series": {
    title: "Serie",
    description:
      "Para un evento que se repite (cada año, por ejemplo): el mismo nombre en el archivo de cada edición, como student-tech-clash. Así la página de cada edición enlaza a las demás.",
    pattern: "Minúsculas, cifras y guiones sueltos, como student-tech-clash.",
  },
  "events: start": {
    title: "Empieza",
    description: `Día y hora en la zona horaria del grupo local (${zone}).`,
  },
  "events: end": {
    title: "Termina",
    description: `Día y hora en la zona horaria del grupo local (${zone}), después del inicio. A partir de entonces el evento cuenta como pasado.`,
  },
  "events: repeat": {
    title: "Se repite",
    description:
      "Para un evento semanal (o cada pocas semanas), como la reunión semanal: Empieza y Termina son su primera fecha, y todas las fechas tienen el mismo horario. Las páginas y las listas muestran la próxima fecha; los calendarios reciben un solo evento periódico.",
  },
  "events: repeat.every": {
    title: "Cada cuántas semanas",
    description: "1 (por defecto) es cada semana, 2 es una semana sí y otra no.",
  },
  "events: repeat.days": {
    title: "Días",
    description:
      "Los días de la semana en que se celebra (en el archivo: monday, tuesday...). La primera fecha (Empieza) tiene que caer en uno de ellos.",
    nouns: { a: "un día", one: "día", other: "días" },
  },
  "events: repeat.days[]": {
    optionLabels: {
      monday: "Lunes",
      tuesday: "Martes",
      wednesday: "Miércoles",
      thursday: "Jueves",
      friday: "Viernes",
      saturday: "Sábado",
      sunday: "Domingo",
    },
  },
  "events: repeat.until": {
    title: "Último día",
    description:
      "Ninguna fecha después de este día (el final del curso, por ejemplo), como máximo 5 años después de la primera fecha. Déjalo vacío para un evento sin final: la web muestra entonces sus fechas hasta 5 años después de la primera, y la lista de tareas de la junta lo avisa cuatro semanas antes de que se acaben. El evento cuenta como pasado cuando ha terminado su última fecha.",
  },
  "events: repeat.skip": {
    title: "Fechas sin sesión",
    description:
      "Fechas de la serie que no se celebran (vacaciones, exámenes), cada una una de sus fechas, como máximo 366.",
    nouns: { a: "una fecha", one: "fecha", other: "fechas" },
  },
  "events: status": {
    title: "Estado",
    description:
      "Se celebra (por defecto) o Cancelado. Conserva el archivo de un evento cancelado: su página, su tarjeta y los calendarios de los suscriptores dirán que se ha cancelado.",
    optionLabels: { scheduled: "Se celebra (por defecto)", cancelled: "Cancelado" },
  },
  "events: flagship": {
    title: "Evento estrella",
    description:
      "La página de inicio abre con este evento hasta que termina, por delante de otro cuyas inscripciones se abran antes. Solo para un evento que aún no ha llegado: quita la marca cuando haya pasado (un evento terminado solo la conserva si su archivo no cambia).",
  },
  "events: place": {
    title: "Lugar",
    description:
      "Déjalo en blanco mientras no se sepa: la página y la lista dicen «Lugar por confirmar».",
  },
  "events: place.name": {
    title: "Nombre",
    description:
      "Como lo conoce la gente: «Aula 1B, campus principal» u «Online». Déjalo en blanco mientras no se sepa: la página dice «Lugar por confirmar».",
  },
  "events: place.address": {
    title: "Dirección postal",
    description: "Con la ciudad, para mapas y calendarios. Déjala en blanco mientras no se sepa.",
  },
  "events: place.online": { title: "Solo online" },
  "events: image": {
    title: "Imagen",
    description:
      "Un archivo en app/assets/events/: horizontal, de al menos 1200 × 630 px. Encabeza la página, la tarjeta y las vistas previas en redes sociales.",
  },
  "events: imageAlt": { title: "Qué muestra la imagen", description: "Para quien no puede verla." },
  "events: imageFocus": {
    title: "Punto focal de la imagen",
    description:
      "Dónde está el motivo, para que todos los recortes lo conserven (la tarjeta, la franja en el móvil, la vista previa en redes): haz clic en él sobre la imagen. Si no, el centro.",
  },
  "events: summary": {
    title: "Resumen",
    description:
      "Una o dos frases para la lista de eventos y los calendarios. Con página, al menos 50 caracteres: cuando el evento ha terminado, describe la página a los buscadores hasta que se escribe la crónica.",
  },
  "events: partner": {
    title: "Empresa colaboradora",
    description:
      "La empresa con la que se organizó el evento, escrita tal como ella la escribe (p. ej., EY). La página Empresas muestra los eventos pasados con una empresa como colaboraciones anteriores. Déjala en blanco si no hay ninguna o no se debe nombrar.",
  },
  "events: audience": { title: "Quién puede participar" },
  "events: teamSize": {
    title: "Tamaño de los equipos",
    description: "Para eventos en los que se participa por equipos.",
  },
  "events: teamSize.min": { title: "Como mínimo" },
  "events: teamSize.max": { title: "Como máximo" },
  "events: price": {
    title: "Precio",
    description: "Déjalo en blanco si la participación es gratuita.",
  },
  "events: price.amount": { title: "Importe" },
  "events: price.currency": {
    title: "Moneda",
    description: "EUR, GBP, CHF o USD.",
    optionLabels: {
      EUR: "Euro (€)",
      GBP: "Libra esterlina (£)",
      CHF: "Franco suizo (CHF)",
      USD: "Dólar estadounidense ($)",
    },
  },
  "events: price.from": { title: "Precio desde", description: "Se muestra como «desde 199 €»." },
  "events: promoCode": {
    title: "Código promocional",
    description: "Los textos lo muestran con {{promoCode}}.",
  },
  "events: prizes": {
    title: "Premios",
    description: "El mejor primero, en cifras cuando las haya.",
    nouns: { a: "un premio", one: "premio", other: "premios" },
  },
  "events: prizes.amount": {
    title: "Importe",
    description:
      "El premio en cifras, mostrado en grande (10000 se muestra como 10.000 €). Déjalo en blanco para un premio que no sea dinero.",
  },
  "events: prizes.currency": {
    title: "Moneda",
    description: "EUR, GBP, CHF o USD: necesaria con un importe.",
    optionLabels: {
      EUR: "Euro (€)",
      GBP: "Libra esterlina (£)",
      CHF: "Franco suizo (CHF)",
      USD: "Dólar estadounidense ($)",
    },
  },
  "events: prizes.for": {
    title: "Para",
    description:
      "Debajo de la cifra: «primer puesto», «una tarjeta regalo para cada miembro del equipo ganador»; el premio entero cuando no hay importe.",
  },
  "events: partners": {
    title: "Colaboradores",
    description:
      "Las empresas detrás del evento, por su nombre corto (id) en el archivo de patrocinadores, como example-systems: su logo y su nombre aparecen en la página del evento antes, durante y después.",
    nouns: { a: "un colaborador", one: "colaborador", other: "colaboradores" },
  },
  "events: partners[]": { pattern: "Minúsculas, cifras y guiones sueltos, como example-systems." },
  "events: registration": {
    title: "Inscripciones",
    description: "Déjalo en blanco cuando no haya nada a lo que apuntarse.",
  },
  "events: registration.url": {
    title: "Formulario",
    description: "El formulario o la página externa, que se abre en una pestaña nueva.",
    pattern: "Una dirección web que empiece por https://, como https://www.example.org.",
  },
  "events: registration.action": {
    title: "Botón",
    description: "El texto del botón, en el idioma de la página.",
  },
  "events: registration.opens": {
    title: "Primer día de inscripción",
    description:
      "Cuando las inscripciones no se abren enseguida: hasta ese día el botón dice cuándo se abren.",
  },
  "events: registration.deadline": {
    title: "Último día de inscripción",
    description: `El botón se cierra al final de ese día en la zona horaria del grupo local (${zone}). Si no, las inscripciones se cierran cuando termina el evento.`,
  },
  "events: registration.note": {
    title: "Nota",
    description: "Junto al botón, p. ej., qué cuenta de correo pide el formulario.",
  },
  "events: page": {
    title: "Página",
    description:
      "La página propia del evento. Déjala en blanco para una simple entrada de la lista.",
  },
  "events: page.intro": {
    title: "Introducción",
    description:
      "Una o dos frases que abren la página; también su descripción para los buscadores (al menos 50 caracteres).",
  },
  "events: page.sections": {
    title: "Secciones",
    description: "Los bloques de la página, en orden.",
    nouns: { a: "una sección", one: "sección", other: "secciones" },
  },
  "events: page.sections.heading": { title: "Encabezado" },
  "events: page.sections.text": { title: "Texto" },
  "events: page.sections.shown": {
    title: "Visible",
    description:
      "Antes (por defecto): hasta que termina el evento, para lo que está por venir: cómo inscribirse, qué traer, el programa; después: una vez terminado; siempre: en ambos casos, para un texto que sigue siendo cierto después.",
    optionLabels: {
      before: "Hasta que termina el evento (por defecto)",
      after: "Una vez terminado",
      always: "Siempre",
    },
  },
  "events: page.steps": { title: "Programa", description: "Pasos numerados." },
  "events: page.steps.heading": { title: "Encabezado" },
  "events: page.steps.items": {
    title: "Pasos",
    description: "Los mismos en cada idioma.",
    nouns: { a: "un paso", one: "paso", other: "pasos" },
  },
  "events: page.steps.shown": {
    title: "Visible",
    description:
      "Antes (por defecto): hasta que termina el evento, para una lista de lo que está por venir; después: una vez terminado; siempre: en ambos casos, para un texto que sigue siendo cierto después.",
    optionLabels: {
      before: "Hasta que termina el evento (por defecto)",
      after: "Una vez terminado",
      always: "Siempre",
    },
  },
  "events: page.agenda": {
    title: "Horario",
    description: "El día hora a hora, en orden: visible hasta que termina el evento.",
    nouns: { a: "un paso", one: "paso", other: "pasos" },
  },
  "events: page.agenda.time": {
    title: "Hora",
    description: `Horas y minutos en la zona horaria del grupo local (${zone}), como 09:30.`,
    pattern: "Una hora como 09:30.",
  },
  "events: page.agenda.title": { title: "Qué pasa" },
  "events: page.benefits": { title: "Qué se llevan los participantes" },
  "events: page.benefits.heading": { title: "Encabezado" },
  "events: page.benefits.items": {
    title: "Ventajas",
    description: "Los mismos en cada idioma.",
    nouns: { a: "una ventaja", one: "ventaja", other: "ventajas" },
  },
  "events: page.benefits.shown": {
    title: "Visible",
    description:
      "Antes (por defecto): hasta que termina el evento, para una lista de lo que está por venir; después: una vez terminado; siempre: en ambos casos, para un texto que sigue siendo cierto después.",
    optionLabels: {
      before: "Hasta que termina el evento (por defecto)",
      after: "Una vez terminado",
      always: "Siempre",
    },
  },
  "events: page.faq": {
    title: "Preguntas y respuestas",
    description: "Se muestran como un acordeón.",
    nouns: { a: "una pregunta", one: "pregunta", other: "preguntas" },
  },
  "events: page.faq.question": { title: "Pregunta" },
  "events: page.faq.answer": { title: "Respuesta" },
  "events: page.faq.shown": {
    title: "Visible",
    description:
      "Antes (por defecto): hasta que termina el evento, para preguntas sobre la participación; después: una vez terminado; siempre: en ambos casos, para un texto que sigue siendo cierto después.",
    optionLabels: {
      before: "Hasta que termina el evento (por defecto)",
      after: "Una vez terminado",
      always: "Siempre",
    },
  },
  "events: page.sectionNavigation": {
    title: "Navegación por secciones",
    description:
      "Para una página larga: una flecha hacia la primera sección, un punto por sección y secciones que aparecen suavemente.",
  },
  "events: page.repeatRegistration": {
    title: "Botón también al final",
    description: "Repetir el botón de inscripción al final de la página.",
  },
  "events: contacts": { title: "Contacto" },
  "events: contacts.emails": {
    title: "Direcciones de correo",
    description: "A quién escribir. Si no hay: la dirección de eventos de la identidad.",
    nouns: {
      a: "una dirección de correo",
      one: "dirección de correo",
      other: "direcciones de correo",
    },
  },
  "events: contacts.emails[]": { pattern: "Una dirección de correo, como nombre@example.org." },
  "events: contacts.people": {
    title: "Organizadores",
    description: "Personas a las que escribir por su nombre ({{organisers}}).",
    nouns: { a: "un organizador", one: "organizador", other: "organizadores" },
  },
  "events: contacts.people.name": { title: "Nombre" },
  "events: contacts.people.email": {
    title: "Correo electrónico",
    pattern: "Una dirección de correo, como nombre@example.org.",
  },
  "events: contacts.community": {
    title: "Enlaces a la comunidad",
    description: "Mostrar nuestro Instagram y nuestro grupo de WhatsApp.",
  },
  "events: contacts.links": {
    title: "Otros enlaces",
    nouns: { a: "un enlace", one: "enlace", other: "enlaces" },
  },
  "events: contacts.links.label": { title: "Texto del enlace" },
  "events: contacts.links.url": {
    title: "Dirección",
    pattern: "Una dirección web que empiece por https://, como https://www.example.org.",
  },
  "events: recap": {
    title: "Crónica",
    description:
      "Lo que pasó, una vez terminado el evento: entonces su página abre con ello. Hasta el final del evento queda oculta.",
  },
  "events: recap.outcome": {
    title: "Resultado en una línea",
    description:
      "En pasado, para la lista de eventos y los destacados de la página de inicio: «Doce equipos presentaron sus ideas; ganó AgentDesk».",
  },
  "events: recap.summary": {
    title: "Qué pasó",
    description: "Uno o dos párrafos en pasado: quién vino, qué hicieron, qué salió de ello.",
  },
  "events: recap.photos": {
    title: "Fotos",
    description:
      "De 1 a 24, la mejor primero: la primera también representa el evento en los destacados.",
    nouns: { a: "una foto", one: "foto", other: "fotos" },
  },
  "events: recap.photos.image": {
    title: "Foto",
    description:
      "Un archivo en app/assets/events/recaps/: una foto tal como la hace un móvil (JPEG, PNG o WebP, al menos 1200 px en su lado largo).",
  },
  "events: recap.photos.alt": {
    title: "Qué muestra",
    description: "Para quien no puede verla: «Cuatro estudiantes presentando ante el jurado».",
  },
  "events: recap.photos.focus": {
    title: "Punto focal",
    description:
      "Dónde está el motivo (una cara, un cartel), para que el recorte cuadrado de la galería lo conserve: haz clic en él sobre la foto. Si no, el centro.",
  },
  "events: recap.results": {
    title: "Resultados",
    description: "Los ganadores y lo que salió de ello, lo mejor primero.",
    nouns: { a: "un resultado", one: "resultado", other: "resultados" },
  },
  "events: recap.figures": {
    title: "En cifras",
    description: "Participantes, equipos, universidades...",
    nouns: { a: "una cifra", one: "cifra", other: "cifras" },
  },
  "events: recap.figures.value": { title: "Cifra", description: "Solo dígitos: 48, 1500." },
  "events: recap.figures.label": {
    title: "Qué cuenta",
    description: "Debajo de la cifra: «participantes», «equipos», «universidades».",
  },
  "events: recap.partner": {
    title: "Colaborador al que se agradece",
    description:
      "Si no, se agradece a la empresa colaboradora del evento (si la hay), con su logo de patrocinador.",
  },
  "events: recap.partner.name": {
    title: "Nombre",
    description: "La empresa, escrita tal como ella la escribe.",
  },
  "events: recap.partner.logo": {
    title: "Logo",
    description:
      "Un archivo en app/assets/sponsors/. Si no: el logo del patrocinador con ese nombre, si lo hay.",
  },
  "events: recap.partner.url": {
    title: "Sitio web",
    description: "Si no: el sitio web del patrocinador con ese nombre, si lo hay.",
    pattern: "Una dirección web que empiece por https://, como https://www.example.org.",
  },
  "events: recap.partnerOutcomes": {
    title: "Qué obtuvieron los colaboradores",
    description:
      "Las empresas colaboradoras del evento, por su nombre corto en el archivo de patrocinadores, y lo que obtuvo cada una. La página Empresas las muestra, con un enlace a esta página: escríbelo solo aquí.",
    nouns: { a: "un colaborador", one: "colaborador", other: "colaboradores" },
  },
  "events: recap.partnerOutcomes.partner": {
    title: "Colaborador",
    description:
      "El nombre corto del colaborador en app/content/sponsors.yaml (su id), como example-systems.",
    pattern: "Minúsculas, cifras y guiones sueltos, como example-systems.",
  },
  "events: recap.partnerOutcomes.outcomes": {
    title: "Qué salió de ello",
    description:
      "Frases cortas en pasado: «Planteó el reto», «Contrató a dos becarios», «Dio una charla sobre IA agéntica».",
    nouns: { a: "un resultado", one: "resultado", other: "resultados" },
  },
  "events: examples": {
    title: "Valores de ejemplo pendientes de sustituir",
    description:
      "Los campos de este archivo que aún tienen valores provisionales, tal como los llama la compilación (emails.general, members[0].name). Sustituye un valor y luego quítalo de esta lista.",
    nouns: { a: "un campo", one: "campo", other: "campos" },
  },
  "identity: url": {
    title: "Dirección de la web",
    description:
      "Dónde se publica la web, sin barra al final, p. ej., https://owner.github.io/repository o https://www.your-chapter.example. La usan los enlaces canónicos, el mapa del sitio, las tarjetas para redes sociales y los calendarios; su ruta es la ruta en la que se sirve la web.",
    pattern: "Una dirección web que empiece por https://, como https://www.example.org.",
  },
  "identity: chapterName": {
    title: "Nombre del grupo local",
    description: "Tal como aparece en los títulos, junto al logo y en la línea de copyright.",
  },
  "identity: languages": {
    title: "Idiomas",
    description:
      "Los idiomas de la web como códigos, el primero en / y cada uno de los demás en /código: [en, it]. Cada uno necesita sus textos de interfaz (app/i18n/<code>.ts) y todos los textos del contenido en ese idioma.",
    nouns: { a: "un idioma", one: "idioma", other: "idiomas" },
  },
  "identity: timeZone": {
    title: "Zona horaria",
    description:
      "La hora del grupo local, tal como la nombra la base de datos de zonas horarias IANA: una región y una ciudad, como Europe/Madrid, Europe/Lisbon o Europe/Athens. Cada día y hora del contenido (el inicio y el final de un evento, un plazo, el horario) es hora local de allí, en verano y en invierno, y así se lo dicen las páginas a los calendarios y a los buscadores.",
  },
  "identity: organisation": { title: "Organización internacional" },
  "identity: organisation.name": {
    title: "Nombre",
    description: "El nombre corto de la organización internacional, usado en el texto.",
  },
  "identity: organisation.url": {
    title: "Sitio web",
    description: "Su sitio web, enlazado en el pie de página (sin él, no hay enlace).",
    pattern: "Una dirección web que empiece por https://, como https://www.example.org.",
  },
  "identity: university": { title: "Universidad" },
  "identity: university.name": {
    title: "Nombre",
    description: "Su nombre oficial, usado en los textos.",
  },
  "identity: university.nameWithArticle": {
    title: "Nombre con artículo",
    description:
      "Para los idiomas que ponen un artículo delante del nombre (en italiano: «l'Università degli Studi», «la Scuola Superiore»). Si no, los textos usan el nombre solo.",
  },
  "identity: university.mailDomain": {
    title: "Dominio de correo de los estudiantes",
    description:
      "El dominio de las cuentas de correo de los estudiantes, sin la @ (algunos formularios de inscripción piden una de estas cuentas, y el texto de un evento puede decirlo con {{mailDomain}}).",
  },
  "identity: city": { title: "Ciudad en el mapa" },
  "identity: city.name": { title: "Ciudad", description: "Su nombre en cada idioma." },
  "identity: city.country": {
    title: "País",
    description:
      "El nombre del país en cada idioma, para la descripción del mapa. La página Quiénes somos muestra el mapa cuando el país, su código y las coordenadas están todos indicados.",
  },
  "identity: city.countryCode": {
    title: "Código del país",
    description: "Código numérico ISO 3166-1 del país, resaltado en el mapa (España: 724).",
  },
  "identity: city.latitude": {
    title: "Latitud",
    description: "Grados decimales, p. ej., 45.0703.",
  },
  "identity: city.longitude": {
    title: "Longitud",
    description: "Grados decimales, p. ej., 7.6869.",
  },
  "identity: emails": { title: "Direcciones de correo" },
  "identity: emails.general": {
    title: "General",
    description: "Para todo: la página /about y la reunión semanal.",
    pattern: "Una dirección de correo, como nombre@example.org.",
  },
  "identity: emails.events": {
    title: "Eventos",
    description:
      "Preguntas sobre eventos e inscripciones: el contacto de un evento si no indica uno propio.",
    pattern: "Una dirección de correo, como nombre@example.org.",
  },
  "identity: emails.partners": {
    title: "Colaboradores",
    description: "Empresas y colaboraciones: las páginas /partners y /about.",
    pattern: "Una dirección de correo, como nombre@example.org.",
  },
  "identity: social": {
    title: "Perfiles en redes sociales",
    description:
      "Enlazados en el pie de página y donde una página invita a seguir al grupo local; un perfil en blanco no se enlaza.",
  },
  "identity: social.instagram": {
    title: "Perfil de Instagram",
    pattern: "Una dirección web que empiece por https://, como https://www.example.org.",
  },
  "identity: social.linkedin": {
    title: "Página de LinkedIn",
    pattern: "Una dirección web que empiece por https://, como https://www.example.org.",
  },
  "identity: social.whatsappGroup": {
    title: "Grupo de WhatsApp",
    description: "Su enlace de invitación.",
    pattern: "Una dirección web que empiece por https://, como https://www.example.org.",
  },
  "identity: links": { title: "Otras webs", description: "Se abren en una pestaña nueva." },
  "identity: links.courses": {
    title: "Cursos",
    description: "La página de los cursos (barra de navegación; sin ella no aparece).",
    pattern: "Una dirección web que empiece por https://, como https://www.example.org.",
  },
  "identity: links.joinUs": {
    title: "Únete",
    description:
      "El formulario de inscripción como socio (barra de navegación, página de inicio). Sin él, Únete escribe un correo a la dirección general.",
    pattern: "Una dirección web que empiece por https://, como https://www.example.org.",
  },
  "identity: links.privacyPolicy": {
    title: "Política de privacidad",
    description: "Pie de página (sin ella no aparece).",
    pattern: "Una dirección web que empiece por https://, como https://www.example.org.",
  },
  "identity: figures": {
    title: "Cifras",
    description:
      "Cada número que la web da sobre la organización y el grupo local, en un solo sitio: las páginas los enumeran por su nombre (home.yaml, partners.yaml) y los textos los usan como {{name}}, escritos a la manera de cada idioma.",
    nouns: { a: "una cifra", one: "cifra", other: "cifras" },
  },
  "identity: figures.name": {
    title: "Nombre",
    description:
      "Cómo lo usan los textos: members da {{members}}; la página de inicio y la página Empresas enumeran las cifras por este nombre.",
    pattern: "Una palabra de letras, empezando por minúscula, como studentsReached.",
  },
  "identity: figures.value": {
    title: "Cifra",
    description: "Solo dígitos: 1500, no 1.500 ni 1,500.",
  },
  "identity: figures.plus": { title: "O más", description: "Se muestra con un más: «90+»." },
  "identity: figures.year": {
    title: "Un año",
    description: "Escrito tal cual (1989), sin separador de miles.",
  },
  "identity: figures.network": {
    title: "De toda la red",
    description:
      "Una cifra de toda la red, no del grupo local (su año de fundación, sus universidades, sus miembros): la página de empresas muestra el alcance del propio grupo local y no la acepta.",
  },
  "identity: figures.label": {
    title: "Qué cuenta",
    description: "Debajo de la cifra: «universidades de la red».",
  },
  "identity: demonstration": {
    title: "Web de demostración",
    description:
      "Sí: la web es un ejemplo, lo dice en cada página en una línea discreta y puede contener valores de ejemplo. No (un grupo local de verdad): la compilación se detiene mientras quede algún valor de ejemplo, y los enumera.",
  },
  "identity: repository": {
    title: "Repositorio del código",
    description:
      "La dirección web del código de la web (p. ej., https://github.com/owner/name). La línea de una demostración enlaza a «Start your chapter» en su guía para la junta (docs/board-guide.md).",
    pattern: "Una dirección web que empiece por https://, como https://www.example.org.",
  },
  "identity: logo": {
    title: "Logo",
    description:
      "Un archivo en app/assets/identity/ (SVG, JPEG, PNG o WebP; mejor SVG): un símbolo cuadrado, blanco sobre fondo transparente, que se muestra en la barra de navegación sobre el color principal. El favicon, los iconos para móviles y la tarjeta para redes de las páginas sin imagen propia se generan a partir de él sobre el color principal en cada compilación.",
  },
  "identity: brand": {
    title: "Colores de la marca",
    description:
      "Los colores de la web en los dos esquemas de color. Un color sobre el que el texto costaría leer (contraste por debajo de 4,5:1) se rechaza, con cada par que falla, su relación y el color más cercano que sí pasa.",
  },
  "identity: brand.primary": {
    title: "Color principal",
    description:
      "La barra, las franjas y los enlaces, con texto blanco encima (#rrggbb, p. ej., #1b4f9c); los tonos más oscuros del esquema oscuro salen de él.",
  },
  "identity: brand.accent": {
    title: "Color de acento",
    description:
      "La acción principal de cada pantalla, con texto oscuro encima, y las líneas bajo las cifras (#rrggbb, p. ej., #ffd23f).",
  },
  "identity: examples": {
    title: "Valores de ejemplo pendientes de sustituir",
    description:
      "Los campos de este archivo que aún tienen valores provisionales, tal como los llama la compilación (emails.general, members[0].name). Sustituye un valor y luego quítalo de esta lista.",
    nouns: { a: "un campo", one: "campo", other: "campos" },
  },
  "team: members": {
    title: "Miembros",
    description:
      "Una tarjeta por persona, en el orden del carrusel. Si no hay ninguno, la página /about muestra solo las direcciones de correo del grupo local.",
    nouns: { a: "un miembro", one: "miembro", other: "miembros" },
  },
  "team: members.name": {
    title: "Nombre",
    description: "Nombre completo, el título de la tarjeta.",
  },
  "team: members.role": {
    title: "Cargo",
    description:
      "La tarjeta muestra su nombre en el idioma de la página: Tesorera o Tesorero (el campo siguiente dice cuál).",
  },
  "team: members.roleForm": {
    title: "Forma del cargo",
    description:
      "Muchos idiomas escriben la mayoría de los cargos de una forma para una mujer y de otra para un hombre (Secretaria o Secretario, Tesorera o Tesorero; Presidente para ambos). La tarjeta usa en cada idioma la forma elegida aquí.",
    optionLabels: {
      feminine: "Femenino (Secretaria, Tesorera)",
      masculine: "Masculino (Secretario, Tesorero)",
    },
  },
  "team: members.roleLabel": {
    title: "Cargo tal como se escribe para esta persona",
    description:
      "Cuando las palabras habituales del cargo no encajan con la persona (un cargo compartido, un adjunto): el cargo tal como debe decirlo la tarjeta, en cada idioma.",
  },
  "team: members.photo": {
    title: "Retrato",
    description:
      "Un archivo en app/assets/team/: cuadrado, de al menos 480 px de ancho (JPEG, PNG o WebP).",
  },
  "team: members.photoFocus": {
    title: "Punto focal del retrato",
    description:
      "Dónde está la cara, cuando el retrato no es cuadrado: haz clic en ella sobre la imagen (x en horizontal, y en vertical, cada una de 0 a 1; si no, el centro).",
  },
  "team: members.email": {
    title: "Correo electrónico",
    description: "La tarjeta escribe a esta dirección.",
    pattern: "Una dirección de correo, como nombre@example.org.",
  },
  "team: examples": {
    title: "Valores de ejemplo pendientes de sustituir",
    description:
      "Los campos de este archivo que aún tienen valores provisionales, tal como los llama la compilación (emails.general, members[0].name). Sustituye un valor y luego quítalo de esta lista.",
    nouns: { a: "un campo", one: "campo", other: "campos" },
  },
  "sponsors: sponsors": {
    title: "Patrocinadores",
    description:
      "En el orden de la página Empresas. Si no hay ninguno, la página invita en su lugar al primer colaborador.",
    nouns: { a: "un patrocinador", one: "patrocinador", other: "patrocinadores" },
  },
  "sponsors: sponsors.name": {
    title: "Nombre",
    description:
      "El nombre de la empresa: lo que oye quien no puede ver el logo. Sin él, el logo se llama «Sponsor N».",
  },
  "sponsors: sponsors.id": {
    title: "Nombre corto",
    description:
      "Un nombre corto de minúsculas y guiones, como example-systems, con el que la crónica de un evento nombra a este colaborador (recap.partnerOutcomes). Solo hace falta para un colaborador que se nombra así.",
    pattern: "Minúsculas, cifras y guiones sueltos, como example-systems.",
  },
  "sponsors: sponsors.logo": {
    title: "Logo",
    description:
      "Un archivo en app/assets/sponsors/ (SVG, JPEG, PNG o WebP): mejor SVG, con tamaño (width y height, o un viewBox); la web lo publica tal como lo reescribe su comprobación.",
  },
  "sponsors: sponsors.url": {
    title: "Sitio web",
    description: "Se abre en una pestaña nueva.",
    pattern: "Una dirección web que empiece por https://, como https://www.example.org.",
  },
  "sponsors: examples": {
    title: "Valores de ejemplo pendientes de sustituir",
    description:
      "Los campos de este archivo que aún tienen valores provisionales, tal como los llama la compilación (emails.general, members[0].name). Sustituye un valor y luego quítalo de esta lista.",
    nouns: { a: "un campo", one: "campo", other: "campos" },
  },
  "quotes: quotes": {
    title: "Citas",
    description:
      "Las palabras de estudiantes y colaboradores. La página de inicio muestra la primera de cada tipo, la página Empresas las de los colaboradores, la crónica de un evento las que hablan de él.",
    nouns: { a: "una cita", one: "cita", other: "citas" },
  },
  "quotes: quotes.from": {
    title: "Quién lo dijo",
    description:
      "Estudiante o colaborador: la página de inicio muestra las palabras de un estudiante y las de un colaborador, la página Empresas las de los colaboradores.",
    optionLabels: { student: "Un estudiante", partner: "Alguien de una empresa colaboradora" },
  },
  "quotes: quotes.text": {
    title: "Palabras",
    description: "Lo que dijo, sin comillas; en cada idioma.",
  },
  "quotes: quotes.name": { title: "Nombre", description: "Como quiere que le nombren." },
  "quotes: quotes.role": {
    title: "Qué estudia, o su cargo",
    description:
      "Para un estudiante, qué y dónde estudia («Máster en Ingeniería Informática»); para un colaborador, su cargo («Head of Talent»).",
  },
  "quotes: quotes.company": {
    title: "Empresa",
    description: "Para un colaborador: la empresa, escrita tal como ella la escribe.",
  },
  "quotes: quotes.portrait": {
    title: "Retrato",
    description:
      "Un archivo en app/assets/quotes/: cuadrado, de al menos 480 px de ancho (JPEG, PNG o WebP). Pide permiso antes.",
  },
  "quotes: quotes.portraitFocus": {
    title: "Punto focal del retrato",
    description:
      "Dónde está la cara, cuando el retrato no es cuadrado: haz clic en ella sobre la imagen. Si no, el centro.",
  },
  "quotes: quotes.event": {
    title: "Evento",
    description:
      "La dirección (slug) del evento del que hablan las palabras, como student-tech-clash: su crónica también las muestra.",
  },
  "quotes: examples": {
    title: "Valores de ejemplo pendientes de sustituir",
    description:
      "Los campos de este archivo que aún tienen valores provisionales, tal como los llama la compilación (emails.general, members[0].name). Sustituye un valor y luego quítalo de esta lista.",
    nouns: { a: "un campo", one: "campo", other: "campos" },
  },
  "home: heading": {
    title: "Promesa",
    description:
      "El título principal de la página, en el banner: lo que gana un estudiante al unirse, en pocas palabras (el nombre del grupo local va encima).",
  },
  "home: intro": {
    title: "Introducción",
    description: "Bajo la promesa, en el banner: quiénes sois, en una frase.",
  },
  "home: banner": {
    title: "Banner",
    description: "Un archivo en app/assets/photos/, de al menos 1920 px de ancho.",
  },
  "home: banner.image": { title: "Imagen" },
  "home: banner.alt": { title: "Qué muestra" },
  "home: banner.focus": {
    title: "Punto focal",
    description:
      "Dónde está el motivo, para que todos los recortes lo conserven: haz clic en él sobre la imagen. Si no, el centro.",
  },
  "home: reasons": {
    title: "Por qué unirse",
    description: "Tres o cuatro razones, cada una con un título y una línea.",
    nouns: { a: "una razón", one: "razón", other: "razones" },
  },
  "home: reasons.title": { title: "Razón", description: "En pocas palabras: «Aprender haciendo»." },
  "home: reasons.text": {
    title: "En una línea",
    description: "Lo que significa para un estudiante.",
  },
  "home: joining": {
    title: "Qué supone unirse",
    description: "Junto a las razones, con el botón Únete.",
  },
  "home: joining.cost": { title: "Cuánto cuesta", description: "«Gratis: sin cuota de socio.»" },
  "home: joining.time": {
    title: "Cuánto tiempo",
    description: "«Una reunión a la semana, y todo lo que quieras además.»",
  },
  "home: joining.who": {
    title: "Quién puede unirse",
    description:
      "«Estudiantes de nuestra universidad ({{university}}), de cualquier carrera y curso.»",
  },
  "home: joining.afterApplying": {
    title: "Después de apuntarse",
    description:
      "Lo que pasa cuando alguien ha enviado el formulario de Únete, en pocos pasos (una lista numerada): quién responde, en cuánto tiempo, qué viene después.",
  },
  "home: aboutUs": { title: "Quiénes somos" },
  "home: figures": {
    title: "La asociación en cifras",
    description:
      "Bajo «Quiénes somos»: los nombres de las cifras de la identidad que se muestran, en orden (el año de fundación de la organización, universidades, miembros). La página de inicio dice cada cifra una sola vez: sus textos no vuelven a nombrarlas.",
    nouns: { a: "una cifra", one: "cifra", other: "cifras" },
  },
  "home: figures[]": {
    pattern: "Una palabra de letras, empezando por minúscula, como studentsReached.",
  },
  "home: mission": { title: "Misión" },
  "home: mission.tagline": { title: "Lema" },
  "home: mission.summary": {
    title: "En una frase",
    description: "Bajo el lema en la página Quiénes somos (/about), encima del texto completo.",
  },
  "home: mission.text": {
    title: "Texto",
    description: "El texto completo, en la página Quiénes somos (/about#mission, /about#vision).",
  },
  "home: vision": { title: "Visión" },
  "home: vision.tagline": { title: "Lema" },
  "home: vision.summary": {
    title: "En una frase",
    description: "Bajo el lema en la página Quiénes somos (/about), encima del texto completo.",
  },
  "home: vision.text": {
    title: "Texto",
    description: "El texto completo, en la página Quiénes somos (/about#mission, /about#vision).",
  },
  "home: partnerPitch": {
    title: "Colabora con nosotros",
    description:
      "Una o dos frases para empresas, en la página de inicio encima de los logos de los colaboradores, con un enlace a la página Empresas.",
  },
  "home: whereWeAre": { title: "Dónde estamos", description: "Junto al mapa." },
  "home: photos": {
    title: "Fotos",
    description:
      "La vida en el grupo: archivos en app/assets/photos/, de al menos 1280 px de ancho.",
    nouns: { a: "una foto", one: "foto", other: "fotos" },
  },
  "home: photos.image": { title: "Imagen" },
  "home: photos.alt": { title: "Qué muestra" },
  "home: photos.focus": {
    title: "Punto focal",
    description:
      "Dónde está el motivo, para que todos los recortes lo conserven: haz clic en él sobre la imagen. Si no, el centro.",
  },
  "home: examples": {
    title: "Valores de ejemplo pendientes de sustituir",
    description:
      "Los campos de este archivo que aún tienen valores provisionales, tal como los llama la compilación (emails.general, members[0].name). Sustituye un valor y luego quítalo de esta lista.",
    nouns: { a: "un campo", one: "campo", other: "campos" },
  },
  "partners: collaborationsText": {
    title: "Colaboraciones",
    description:
      "Por qué las empresas trabajan con el grupo local: una breve presentación arriba de la página, encima del alcance en cifras.",
  },
  "partners: figures": {
    title: "Nuestro alcance en cifras",
    description:
      "Los nombres de las cifras de la identidad que interesan a las empresas, en orden (estudiantes alcanzados, eventos al año...).",
    nouns: { a: "una cifra", one: "cifra", other: "cifras" },
  },
  "partners: figures[]": {
    pattern: "Una palabra de letras, empezando por minúscula, como studentsReached.",
  },
  "partners: formats": {
    title: "Formas de colaborar",
    description: "Los formatos que puede elegir una empresa, una tarjeta cada uno, en este orden.",
    nouns: { a: "un formato", one: "formato", other: "formatos" },
  },
  "partners: formats.title": {
    title: "Título",
    description: "El nombre del formato: «Reto de hackathon».",
  },
  "partners: formats.description": {
    title: "Descripción",
    description: "Una o dos frases: lo que aporta la empresa y lo que obtiene.",
  },
  "partners: formats.gets": {
    title: "Lo que obtiene la empresa",
    description:
      "Frases cortas, como cuando una empresa compara ofertas: «Tu logo en la página y los carteles del evento», «Un puesto en el jurado», «Un espacio de reclutamiento».",
    nouns: { a: "una ventaja", one: "ventaja", other: "ventajas" },
  },
  "partners: audience": {
    title: "A quién conocerás",
    description:
      "Lo que un reclutador pregunta sobre los estudiantes, además de las cifras: qué estudian, dónde, en qué curso.",
  },
  "partners: audience.fieldsOfStudy": {
    title: "Áreas de estudio",
    description:
      "Lo que estudian los estudiantes a los que llegas: «Ingeniería Informática», «Diseño».",
    nouns: { a: "un área de estudio", one: "área de estudio", other: "áreas de estudio" },
  },
  "partners: audience.universities": {
    title: "Universidades",
    description: "Dónde estudian.",
    nouns: { a: "una universidad", one: "universidad", other: "universidades" },
  },
  "partners: audience.yearsOfStudy": {
    title: "Cursos",
    description: "«Grado, desde primero», «Máster».",
    nouns: { a: "un curso", one: "curso", other: "cursos" },
  },
  "partners: examples": {
    title: "Valores de ejemplo pendientes de sustituir",
    description:
      "Los campos de este archivo que aún tienen valores provisionales, tal como los llama la compilación (emails.general, members[0].name). Sustituye un valor y luego quítalo de esta lista.",
    nouns: { a: "un campo", one: "campo", other: "campos" },
  },
});
