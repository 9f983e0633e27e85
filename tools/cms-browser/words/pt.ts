/**
 * The content manager's words in Portuguese (tools/cms-browser/words.ts): its own parts' words, Decap
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
  add: (item: string) => `Adicionar ${item}`,
  addInLanguage: (item: string, language: string) =>
    `Adicionar ${item} (${language.toLowerCase()})`,
  otherInterfaceHint: (language: string) =>
    `Mostrar o gestor de conteúdos em ${language.toLowerCase()}`,
  mistakes: (count: number) =>
    `Não guardado: ${count === 1 ? "1 erro" : `${count} erros`} por corrigir (assim, o site não se pode compilar)`,
  refusal: (count: number) =>
    `${count === 1 ? "1 erro" : `${count} erros`} por corrigir, ${count === 1 ? "indicado" : "listados"} em baixo à direita.`,
  close: "Fechar",
  datePlaceholder: "dd/mm/aaaa",
  timePlaceholder: "hh:mm",
  timeLabel: (field: string) => `${field}: hora (24 horas)`,
  timeZoneNote: (zone: string) => `fuso horário ${zone}`,
  calendar: (field: string) => `${field}: escolher o dia num calendário`,
  dateProblem: (field: string) =>
    `${field}: escreve a data como dia/mês/ano, por exemplo 05/12/2025`,
  timeProblem: (field: string) =>
    `${field}: escreve a hora no formato de 24 horas, por exemplo 09:00 ou 18:30`,
  renamed: (original: string, saved: string, taken: string) =>
    `${original} foi carregada como ${saved}: ${taken} já é outra imagem, que fica como está.`,
  uploaded: (original: string, saved: string) => `${original} foi carregada como ${saved}.`,
  stripped: (located: boolean) =>
    located
      ? "O local onde foi tirada (GPS) e os dados da câmara foram retirados do ficheiro; a imagem não mudou."
      : "Os dados da câmara foram retirados do ficheiro; a imagem não mudou.",
  neverReplaced: (name: string) =>
    `${name} já é outra imagem: não foi substituída. Carrega a nova outra vez: fica com um nome só dela.`,
  otherEntry: (held: string, named: string) =>
    `Este formulário tem ${held}, mas o endereço indica ${named}: não se guardou nada. Abre na lista a entrada que queres editar.`,
  newEntry: "uma entrada nova",
  until: (day: string) => `até ${day}`,
  focus: {
    places: [
      "Em cima à esquerda",
      "Em cima",
      "Em cima à direita",
      "À esquerda",
      "Ao centro",
      "À direita",
      "Em baixo à esquerda",
      "Em baixo",
      "Em baixo à direita",
    ],
    middle: "O centro (nenhum ponto de foco escolhido)",
    at: (across: number, down: number) =>
      `${across} % a partir da esquerda, ${down} % a partir de cima`,
    loading: "A carregar a imagem…",
    choosePictureFirst:
      "Escolhe primeiro a imagem acima: aparece aqui, e um clique no motivo define o ponto de foco. Até lá, escolhe uma posição abaixo.",
    wideBand: "Uma faixa larga",
    square: "Um quadrado",
    group: (described: string) => `Ponto de foco: ${described}`,
    picture: (described: string) =>
      `A imagem, com o ponto de foco: ${described}. Clica no motivo, ou move o ponto com as teclas de seta.`,
    orChoose: "Ou escolhe uma posição",
  },
  event: "Evento",
};

export const decap: CmsLanguageFile["decap"] = {
  collection: { collectionTop: { newButton: "+ %{collectionLabel}" } },
  editor: {
    editorToolbar: { changesSaved: "Nenhuma alteração por guardar" },
    editorControl: { field: { optional: "opcional" } },
  },
  ui: { toast: { onFailToPersist: "Não guardado. %{details}" } },
};

export const entries: CmsLanguageFile["entries"] = {
  events: {
    label: "Eventos",
    description:
      "Um ficheiro por evento. O endereço (slug) e o nome do ficheiro escolhem-se uma só vez, ao criá-lo.",
  },
  site: {
    label: "Grupo local",
    description:
      "A identidade do grupo local, a equipa, os patrocinadores e os textos das páginas.",
  },
  identity: {
    label: "Identidade",
    description: "Nomes, endereços e links que todas as páginas usam.",
  },
  team: { label: "Equipa", description: "A direção, um cartão cada, pela ordem do carrossel." },
  sponsors: {
    label: "Patrocinadores",
    description: "Os logótipos da página de parceiros, por ordem.",
  },
  quotes: {
    label: "Citações",
    description:
      "As palavras de estudantes e parceiros, para a página inicial, a de parceiros e as dos eventos.",
  },
  home: { label: "Página inicial", description: "Os textos e as fotografias da página inicial." },
  partners: { label: "Página de parceiros", description: "O texto da página de parceiros." },
};

/** A function, so that the browser's script, which never calls it, leaves these words out (a text
 * with a value in it, such as the time zone, would otherwise keep them all). */
export const fields: CmsLanguageFile["fields"] = () => ({
  "events: slug": {
    title: "Endereço",
    description: `O endereço da página sem a barra, como aparece nos cartazes: robotics-night dá /robotics-night e /${second}/robotics-night. Letras, algarismos e hífenes simples, no máximo 80.`,
    pattern: "Letras, algarismos e hífenes simples, como robotics-night; no máximo 80.",
  },
  "events: kind": {
    title: "Tipo",
    description:
      "O que o cartão e a página dizem por cima do título, e em que calendário de um tipo de evento fica.",
  },
  "events: title": { title: "Título", description: "O nome do evento." },
  "events: series": {
    title: "Série",
    description:
      "Para um evento que se repete (todos os anos, por exemplo): o mesmo nome no ficheiro de cada edição, como student-tech-clash. A página de cada edição liga então às outras.",
    pattern: "Letras minúsculas, algarismos e hífenes simples, como student-tech-clash.",
  },
  "events: start": {
    title: "Início",
    description: `Dia e hora no fuso horário do grupo local (${zone}).`,
  },
  "events: end": {
    title: "Fim",
    description: `Dia e hora no fuso horário do grupo local (${zone}), depois do início. A partir daí o evento conta como passado.`,
  },
  "events: repeat": {
    title: "Repetição",
    description:
      "Para um evento semanal (ou de poucas em poucas semanas), como a reunião semanal: Início e Fim são a primeira data, e todas as datas têm o mesmo horário. As páginas e as listas mostram a próxima data; os calendários recebem um único evento que se repete.",
  },
  "events: repeat.every": {
    title: "De quantas em quantas semanas",
    description: "1 (predefinido) é todas as semanas, 2 é semana sim, semana não.",
  },
  "events: repeat.days": {
    title: "Dias",
    description:
      "Os dias da semana em que acontece (no ficheiro: monday, tuesday...). A primeira data (Início) tem de calhar num deles.",
    nouns: { a: "um dia", one: "dia", other: "dias" },
  },
  "events: repeat.days[]": {
    optionLabels: {
      monday: "Segunda-feira",
      tuesday: "Terça-feira",
      wednesday: "Quarta-feira",
      thursday: "Quinta-feira",
      friday: "Sexta-feira",
      saturday: "Sábado",
      sunday: "Domingo",
    },
  },
  "events: repeat.until": {
    title: "Último dia",
    description:
      "Nenhuma data depois deste dia (o fim do ano letivo, por exemplo), no máximo 5 anos depois da primeira data. Deixa em branco para um evento sem fim: o site mostra então as datas até 5 anos depois da primeira, e a lista de tarefas da direção avisa quatro semanas antes de se esgotarem. O evento conta como passado quando a última data tiver terminado.",
  },
  "events: repeat.skip": {
    title: "Datas sem sessão",
    description:
      "Datas da série em que não há sessão (férias, exames), cada uma delas uma das suas datas, no máximo 366.",
    nouns: { a: "uma data", one: "data", other: "datas" },
  },
  "events: status": {
    title: "Estado",
    description:
      "Realiza-se (predefinido) ou Cancelado. Guarda o ficheiro de um evento cancelado: a página, o cartão e os calendários de quem o subscreveu passam a dizer que foi cancelado.",
    optionLabels: { scheduled: "Realiza-se (predefinido)", cancelled: "Cancelado" },
  },
  "events: flagship": {
    title: "Evento principal",
    description:
      "A página inicial destaca este evento até terminar, à frente de um cujas inscrições abram mais cedo. Só para um evento que ainda está para vir: retira a marca quando tiver passado (um evento terminado só a mantém se o ficheiro não mudar).",
  },
  "events: place": {
    title: "Local",
    description:
      "Deixa em branco enquanto não se souber: a página e a lista dizem «Local a confirmar».",
  },
  "events: place.name": {
    title: "Nome",
    description:
      "Como as pessoas o conhecem: «Sala 1B, campus principal» ou «Online». Deixa em branco enquanto não se souber: a página diz «Local a confirmar».",
  },
  "events: place.address": {
    title: "Morada",
    description: "Com a cidade, para mapas e calendários. Deixa em branco enquanto não se souber.",
  },
  "events: place.online": { title: "Só online" },
  "events: image": {
    title: "Imagem",
    description:
      "Um ficheiro em app/assets/events/: horizontal, pelo menos 1200 × 630 px. Abre a página, o cartão e as pré-visualizações nas redes sociais.",
  },
  "events: imageAlt": {
    title: "O que a imagem mostra",
    description: "Para quem não a consegue ver.",
  },
  "events: imageFocus": {
    title: "Ponto de foco da imagem",
    description:
      "Onde está o motivo, para que todos os recortes o mantenham (o cartão, a faixa no telemóvel, a pré-visualização nas redes sociais): clica nele na imagem. Sem ele, o centro.",
  },
  "events: summary": {
    title: "Resumo",
    description:
      "Uma ou duas frases para a lista de eventos e os calendários. Com página, pelo menos 50 caracteres: depois do evento, descreve a página aos motores de busca até haver rescaldo.",
  },
  "events: partner": {
    title: "Empresa parceira",
    description:
      "A empresa com que o evento foi organizado, escrita como ela se escreve (por exemplo, EY). A página de parceiros mostra os eventos passados com um parceiro como colaborações anteriores. Deixa em branco se não houver ou se não for para nomear.",
  },
  "events: audience": { title: "Quem pode participar" },
  "events: teamSize": {
    title: "Tamanho das equipas",
    description: "Para eventos em que se participa em equipa.",
  },
  "events: teamSize.min": { title: "No mínimo" },
  "events: teamSize.max": { title: "No máximo" },
  "events: price": {
    title: "Preço",
    description: "Deixa em branco se a participação for gratuita.",
  },
  "events: price.amount": { title: "Valor" },
  "events: price.currency": {
    title: "Moeda",
    description: "EUR, GBP, CHF ou USD.",
    optionLabels: {
      EUR: "Euro (€)",
      GBP: "Libra esterlina (£)",
      CHF: "Franco suíço (CHF)",
      USD: "Dólar americano ($)",
    },
  },
  "events: price.from": {
    title: "Preço a partir de",
    description: "Aparece como «desde 199 €».",
  },
  "events: promoCode": {
    title: "Código promocional",
    description: "Os textos mostram-no com {{promoCode}}.",
  },
  "events: prizes": {
    title: "Prémios",
    description: "O melhor primeiro, em números quando os houver.",
    nouns: { a: "um prémio", one: "prémio", other: "prémios" },
  },
  "events: prizes.amount": {
    title: "Valor",
    description:
      "O prémio em números, mostrado em grande (10000 aparece como 10 000 €). Deixa em branco para um prémio que não seja dinheiro.",
  },
  "events: prizes.currency": {
    title: "Moeda",
    description: "EUR, GBP, CHF ou USD: necessário com um valor.",
    optionLabels: {
      EUR: "Euro (€)",
      GBP: "Libra esterlina (£)",
      CHF: "Franco suíço (CHF)",
      USD: "Dólar americano ($)",
    },
  },
  "events: prizes.for": {
    title: "Para",
    description:
      "Por baixo do número: «primeiro lugar», «um vale-oferta para cada membro da equipa vencedora»; o prémio inteiro quando não há valor.",
  },
  "events: partners": {
    title: "Parceiros",
    description:
      "As empresas por trás do evento, pelo nome curto (id) no ficheiro dos patrocinadores, como example-systems: o logótipo e o nome aparecem na página do evento antes, durante e depois.",
    nouns: { a: "um parceiro", one: "parceiro", other: "parceiros" },
  },
  "events: partners[]": {
    pattern: "Letras minúsculas, algarismos e hífenes simples, como example-systems.",
  },
  "events: registration": {
    title: "Inscrições",
    description: "Deixa em branco quando não houver nada a que se inscrever.",
  },
  "events: registration.url": {
    title: "Formulário",
    description: "O formulário ou a página externa, aberto num novo separador.",
    pattern: "Um endereço web que comece por https://, como https://www.example.org.",
  },
  "events: registration.action": {
    title: "Botão",
    description: "O texto do botão, na língua da página.",
  },
  "events: registration.opens": {
    title: "Primeiro dia de inscrições",
    description: "Quando as inscrições não abrem logo: até esse dia, o botão diz quando abrem.",
  },
  "events: registration.deadline": {
    title: "Último dia de inscrições",
    description: `O botão fecha no fim desse dia, no fuso horário do grupo local (${zone}). Sem ele, as inscrições fecham quando o evento termina.`,
  },
  "events: registration.note": {
    title: "Nota",
    description: "Ao lado do botão, por exemplo, que conta de e-mail o formulário exige.",
  },
  "events: page": {
    title: "Página",
    description: "A página própria do evento. Deixa em branco para uma simples entrada na lista.",
  },
  "events: page.intro": {
    title: "Introdução",
    description:
      "Uma ou duas frases que abrem a página; são também a sua descrição para os motores de busca (pelo menos 50 caracteres).",
  },
  "events: page.sections": {
    title: "Secções",
    description: "Os blocos da página, por ordem.",
    nouns: { a: "uma secção", one: "secção", other: "secções" },
  },
  "events: page.sections.heading": { title: "Título" },
  "events: page.sections.text": { title: "Texto" },
  "events: page.sections.shown": {
    title: "Visível",
    description:
      "Antes (predefinido): até o evento terminar, para o que está para vir: como se inscrever, o que levar, o programa; depois: quando tiver terminado; sempre: nos dois casos, para um texto que continua certo depois.",
    optionLabels: {
      before: "Até o evento terminar (predefinido)",
      after: "Quando tiver terminado",
      always: "Sempre",
    },
  },
  "events: page.steps": { title: "Programa", description: "Passos numerados." },
  "events: page.steps.heading": { title: "Título" },
  "events: page.steps.items": {
    title: "Passos",
    description: "O mesmo número em cada língua.",
    nouns: { a: "um passo", one: "passo", other: "passos" },
  },
  "events: page.steps.shown": {
    title: "Visível",
    description:
      "Antes (predefinido): até o evento terminar, para uma lista do que está para vir; depois: quando tiver terminado; sempre: nos dois casos, para um texto que continua certo depois.",
    optionLabels: {
      before: "Até o evento terminar (predefinido)",
      after: "Quando tiver terminado",
      always: "Sempre",
    },
  },
  "events: page.agenda": {
    title: "Horário",
    description: "O dia hora a hora, por ordem: visível até o evento terminar.",
    nouns: { a: "um passo", one: "passo", other: "passos" },
  },
  "events: page.agenda.time": {
    title: "Hora",
    description: `Horas e minutos no fuso horário do grupo local (${zone}), como 09:30.`,
    pattern: "Uma hora como 09:30.",
  },
  "events: page.agenda.title": { title: "O que acontece" },
  "events: page.benefits": { title: "O que os participantes levam para casa" },
  "events: page.benefits.heading": { title: "Título" },
  "events: page.benefits.items": {
    title: "Vantagens",
    description: "O mesmo número em cada língua.",
    nouns: { a: "uma vantagem", one: "vantagem", other: "vantagens" },
  },
  "events: page.benefits.shown": {
    title: "Visível",
    description:
      "Antes (predefinido): até o evento terminar, para uma lista do que está para vir; depois: quando tiver terminado; sempre: nos dois casos, para um texto que continua certo depois.",
    optionLabels: {
      before: "Até o evento terminar (predefinido)",
      after: "Quando tiver terminado",
      always: "Sempre",
    },
  },
  "events: page.faq": {
    title: "Perguntas e respostas",
    description: "Mostradas como um acordeão.",
    nouns: { a: "uma pergunta", one: "pergunta", other: "perguntas" },
  },
  "events: page.faq.question": { title: "Pergunta" },
  "events: page.faq.answer": { title: "Resposta" },
  "events: page.faq.shown": {
    title: "Visível",
    description:
      "Antes (predefinido): até o evento terminar, para perguntas sobre a participação; depois: quando tiver terminado; sempre: nos dois casos, para um texto que continua certo depois.",
    optionLabels: {
      before: "Até o evento terminar (predefinido)",
      after: "Quando tiver terminado",
      always: "Sempre",
    },
  },
  "events: page.sectionNavigation": {
    title: "Navegação entre secções",
    description:
      "Para uma página longa: uma seta para a primeira secção, um ponto por secção e secções que aparecem suavemente.",
  },
  "events: page.repeatRegistration": {
    title: "Botão também no fim",
    description: "Repetir o botão de inscrição no fim da página.",
  },
  "events: contacts": { title: "Contactos" },
  "events: contacts.emails": {
    title: "Endereços de e-mail",
    description: "A quem escrever. Sem eles: o endereço de eventos da identidade.",
    nouns: { a: "um endereço de e-mail", one: "endereço de e-mail", other: "endereços de e-mail" },
  },
  "events: contacts.emails[]": { pattern: "Um endereço de e-mail, como nome@example.org." },
  "events: contacts.people": {
    title: "Organizadores",
    description: "Pessoas a quem escrever pelo nome ({{organisers}}).",
    nouns: { a: "um organizador", one: "organizador", other: "organizadores" },
  },
  "events: contacts.people.name": { title: "Nome" },
  "events: contacts.people.email": {
    title: "E-mail",
    pattern: "Um endereço de e-mail, como nome@example.org.",
  },
  "events: contacts.community": {
    title: "Links da comunidade",
    description: "Mostrar o nosso Instagram e o nosso grupo de WhatsApp.",
  },
  "events: contacts.links": {
    title: "Outros links",
    nouns: { a: "um link", one: "link", other: "links" },
  },
  "events: contacts.links.label": { title: "Texto do link" },
  "events: contacts.links.url": {
    title: "Endereço",
    pattern: "Um endereço web que comece por https://, como https://www.example.org.",
  },
  "events: recap": {
    title: "Rescaldo",
    description:
      "O que aconteceu, depois de o evento terminar: a página passa a abrir com ele. Até ao fim do evento fica escondido.",
  },
  "events: recap.outcome": {
    title: "Resultado numa linha",
    description:
      "No passado, para a lista de eventos e os destaques da página inicial: «Doze equipas apresentaram as suas ideias; a AgentDesk ganhou.»",
  },
  "events: recap.summary": {
    title: "O que aconteceu",
    description: "Um ou dois parágrafos no passado: quem veio, o que fizeram, o que daí resultou.",
  },
  "events: recap.photos": {
    title: "Fotografias",
    description:
      "De 1 a 24, a melhor primeiro: a primeira também representa o evento nos destaques.",
    nouns: { a: "uma fotografia", one: "fotografia", other: "fotografias" },
  },
  "events: recap.photos.image": {
    title: "Fotografia",
    description:
      "Um ficheiro em app/assets/events/recaps/: uma fotografia tal como o telemóvel a tira (JPEG, PNG ou WebP, pelo menos 1200 px no lado maior).",
  },
  "events: recap.photos.alt": {
    title: "O que mostra",
    description: "Para quem não a consegue ver: «Quatro estudantes a apresentar ao júri».",
  },
  "events: recap.photos.focus": {
    title: "Ponto de foco",
    description:
      "Onde está o motivo (um rosto, um letreiro), para que o recorte quadrado da galeria o mantenha: clique nele na fotografia. Sem ele, o centro.",
  },
  "events: recap.results": {
    title: "Resultados",
    description: "Os vencedores e o que daí resultou, o melhor primeiro.",
    nouns: { a: "um resultado", one: "resultado", other: "resultados" },
  },
  "events: recap.figures": {
    title: "Em números",
    description: "Participantes, equipas, universidades...",
    nouns: { a: "um número", one: "número", other: "números" },
  },
  "events: recap.figures.value": { title: "Número", description: "Só algarismos: 48, 1500." },
  "events: recap.figures.label": {
    title: "O que conta",
    description: "Por baixo do número: «participantes», «equipas», «universidades».",
  },
  "events: recap.partner": {
    title: "Parceiro a agradecer",
    description:
      "Sem ele, agradece-se à empresa parceira do evento (se houver), com o seu logótipo de patrocinador.",
  },
  "events: recap.partner.name": {
    title: "Nome",
    description: "A empresa, escrita como ela se escreve.",
  },
  "events: recap.partner.logo": {
    title: "Logótipo",
    description:
      "Um ficheiro em app/assets/sponsors/. Sem ele: o logótipo do patrocinador com esse nome, se houver.",
  },
  "events: recap.partner.url": {
    title: "Site",
    description: "Sem ele: o site do patrocinador com esse nome, se houver.",
    pattern: "Um endereço web que comece por https://, como https://www.example.org.",
  },
  "events: recap.partnerOutcomes": {
    title: "O que os parceiros ganharam",
    description:
      "As empresas parceiras do evento, pelo nome curto no ficheiro dos patrocinadores, e o que o evento trouxe a cada uma. A página de parceiros mostra-as, com link para esta página: escreve-o só aqui.",
    nouns: { a: "um parceiro", one: "parceiro", other: "parceiros" },
  },
  "events: recap.partnerOutcomes.partner": {
    title: "Parceiro",
    description:
      "O nome curto do parceiro em app/content/sponsors.yaml (o seu id), como example-systems.",
    pattern: "Letras minúsculas, algarismos e hífenes simples, como example-systems.",
  },
  "events: recap.partnerOutcomes.outcomes": {
    title: "O que daí resultou",
    description:
      "Frases curtas no passado: «Lançou o desafio», «Contratou dois estagiários», «Deu uma palestra sobre IA agêntica».",
    nouns: { a: "um resultado", one: "resultado", other: "resultados" },
  },
  "events: examples": {
    title: "Valores de exemplo ainda por substituir",
    description:
      "Os campos deste ficheiro que ainda têm valores provisórios, com os nomes que a compilação lhes dá (emails.general, members[0].name). Substitui um valor e depois retira-o desta lista.",
    nouns: { a: "um campo", one: "campo", other: "campos" },
  },
  "identity: url": {
    title: "Endereço do site",
    description:
      "Onde o site está publicado, sem barra no fim, por exemplo https://owner.github.io/repository ou https://www.your-chapter.example. Os links canónicos, o mapa do site, os cartões das redes sociais e os calendários usam-no; o seu caminho é o caminho em que o site é servido.",
    pattern: "Um endereço web que comece por https://, como https://www.example.org.",
  },
  "identity: chapterName": {
    title: "Nome do grupo local",
    description: "Como aparece nos títulos, ao lado do logótipo e na linha de direitos de autor.",
  },
  "identity: languages": {
    title: "Línguas",
    description:
      "As línguas do site em códigos, a primeira em / e cada uma das outras em /código: [en, it]. Cada uma precisa das palavras da interface (app/i18n/<code>.ts) e de todos os textos do conteúdo nessa língua.",
    nouns: { a: "uma língua", one: "língua", other: "línguas" },
  },
  "identity: timeZone": {
    title: "Fuso horário",
    description:
      "O relógio do grupo local, com o nome que lhe dá a base de dados de fusos horários IANA: uma região e uma cidade, como Europe/Lisbon, Europe/Warsaw ou Europe/Athens. Todos os dias e horas do conteúdo (o início e o fim de um evento, um prazo, o horário) são hora local desse lugar, de verão e de inverno, e é assim que as páginas os comunicam aos calendários e aos motores de busca.",
  },
  "identity: organisation": { title: "Organização internacional" },
  "identity: organisation.name": {
    title: "Nome",
    description: "O nome curto da organização internacional, usado no texto corrido.",
  },
  "identity: organisation.url": {
    title: "Site",
    description: "O seu site, com link no rodapé (sem ele, não há link).",
    pattern: "Um endereço web que comece por https://, como https://www.example.org.",
  },
  "identity: university": { title: "Universidade" },
  "identity: university.name": {
    title: "Nome",
    description: "O seu nome oficial, usado nos textos.",
  },
  "identity: university.nameWithArticle": {
    title: "Nome com o artigo",
    description:
      "Para as línguas que põem um artigo antes do nome (em italiano: «l'Università degli Studi», «la Scuola Superiore»). Sem ele, os textos usam só o nome.",
  },
  "identity: university.mailDomain": {
    title: "Domínio de e-mail dos estudantes",
    description:
      "O domínio das contas de e-mail dos estudantes, sem o @ (alguns formulários de inscrição exigem uma conta destas, e o texto de um evento pode dizê-lo com {{mailDomain}}).",
  },
  "identity: city": { title: "Cidade no mapa" },
  "identity: city.name": { title: "Cidade", description: "O seu nome em cada língua." },
  "identity: city.country": {
    title: "País",
    description:
      "O nome do país em cada língua, para a descrição do mapa. A página Sobre nós mostra o mapa quando o país, o seu código e as coordenadas estão todos preenchidos.",
  },
  "identity: city.countryCode": {
    title: "Código do país",
    description: "Código numérico ISO 3166-1 do país, destacado no mapa (Portugal: 620).",
  },
  "identity: city.latitude": {
    title: "Latitude",
    description: "Graus decimais, por exemplo 45.0703.",
  },
  "identity: city.longitude": {
    title: "Longitude",
    description: "Graus decimais, por exemplo 7.6869.",
  },
  "identity: emails": { title: "Endereços de e-mail" },
  "identity: emails.general": {
    title: "Geral",
    description: "Para tudo: a página /about e a reunião semanal.",
    pattern: "Um endereço de e-mail, como nome@example.org.",
  },
  "identity: emails.events": {
    title: "Eventos",
    description:
      "Perguntas sobre eventos e inscrições: o contacto de um evento, a não ser que indique o seu.",
    pattern: "Um endereço de e-mail, como nome@example.org.",
  },
  "identity: emails.partners": {
    title: "Parceiros",
    description: "Empresas e parcerias: as páginas /partners e /about.",
    pattern: "Um endereço de e-mail, como nome@example.org.",
  },
  "identity: social": {
    title: "Perfis nas redes sociais",
    description:
      "Com link no rodapé e onde uma página convida a seguir o grupo local; um perfil em branco não tem link.",
  },
  "identity: social.instagram": {
    title: "Perfil de Instagram",
    pattern: "Um endereço web que comece por https://, como https://www.example.org.",
  },
  "identity: social.linkedin": {
    title: "Página de LinkedIn",
    pattern: "Um endereço web que comece por https://, como https://www.example.org.",
  },
  "identity: social.whatsappGroup": {
    title: "Grupo de WhatsApp",
    description: "O link de convite.",
    pattern: "Um endereço web que comece por https://, como https://www.example.org.",
  },
  "identity: links": { title: "Outros sites", description: "Abertos num novo separador." },
  "identity: links.courses": {
    title: "Cursos",
    description: "A página dos cursos (barra de navegação; sem ela, não aparece).",
    pattern: "Um endereço web que comece por https://, como https://www.example.org.",
  },
  "identity: links.joinUs": {
    title: "Junta-te",
    description:
      "O formulário de adesão (barra de navegação, página inicial). Sem ele, «Junta-te» escreve um e-mail para o endereço geral.",
    pattern: "Um endereço web que comece por https://, como https://www.example.org.",
  },
  "identity: links.privacyPolicy": {
    title: "Política de privacidade",
    description: "Rodapé (sem ela, não aparece).",
    pattern: "Um endereço web que comece por https://, como https://www.example.org.",
  },
  "identity: figures": {
    title: "Números",
    description:
      "Todos os números que o site diz sobre a organização e o grupo local, num só sítio: as páginas listam-nos pelo nome (home.yaml, partners.yaml) e os textos usam-nos como {{name}}, escritos à maneira de cada língua.",
    nouns: { a: "um número", one: "número", other: "números" },
  },
  "identity: figures.name": {
    title: "Nome",
    description:
      "Como os textos o usam: members dá {{members}}; a página inicial e a de parceiros listam os números por este nome.",
    pattern: "Uma palavra só de letras, a começar por minúscula, como studentsReached.",
  },
  "identity: figures.value": {
    title: "Número",
    description: "Só algarismos: 1500, não 1.500 nem 1,500.",
  },
  "identity: figures.plus": { title: "Ou mais", description: "Mostrado com um mais: «90+»." },
  "identity: figures.year": {
    title: "Um ano",
    description: "Escrito tal como é (1989), sem separador de milhares.",
  },
  "identity: figures.network": {
    title: "De toda a rede",
    description:
      "Um número de toda a rede, não do grupo local (o ano de fundação, as universidades, os membros): a página de parceiros mostra o alcance do próprio grupo local e não o aceita.",
  },
  "identity: figures.label": {
    title: "O que conta",
    description: "Por baixo do número: «universidades na rede».",
  },
  "identity: demonstration": {
    title: "Site de demonstração",
    description:
      "Sim: o site é um exemplo, di-lo em todas as páginas numa linha discreta e pode ter valores de exemplo. Não (um grupo local a sério): a compilação para enquanto restar algum valor de exemplo, e lista-os.",
  },
  "identity: repository": {
    title: "Repositório do código",
    description:
      "O endereço web do código do site (por exemplo https://github.com/owner/name). A linha de uma demonstração liga a «Start your chapter» no seu guia da direção (docs/board-guide.md).",
    pattern: "Um endereço web que comece por https://, como https://www.example.org.",
  },
  "identity: logo": {
    title: "Logótipo",
    description:
      "Um ficheiro em app/assets/identity/ (SVG, JPEG, PNG ou WebP; o melhor é SVG): um símbolo quadrado, branco sobre fundo transparente, mostrado na barra de navegação sobre a cor principal. O favicon, os ícones para telemóveis e o cartão das redes sociais das páginas sem imagem própria são gerados a partir dele, sobre a cor principal, em cada compilação.",
  },
  "identity: brand": {
    title: "Cores da marca",
    description:
      "As cores do site nos dois esquemas de cores. Uma cor sobre a qual o texto seria difícil de ler (contraste abaixo de 4,5:1) é recusada, com cada par que falha, a sua relação e a cor mais próxima que passa.",
  },
  "identity: brand.primary": {
    title: "Cor principal",
    description:
      "A barra, as faixas e os links, com texto branco por cima (#rrggbb, por exemplo #1b4f9c); os tons mais escuros do esquema escuro são tirados dela.",
  },
  "identity: brand.accent": {
    title: "Cor de destaque",
    description:
      "A ação principal de cada ecrã, com texto escuro por cima, e os traços por baixo dos números (#rrggbb, por exemplo #ffd23f).",
  },
  "identity: examples": {
    title: "Valores de exemplo ainda por substituir",
    description:
      "Os campos deste ficheiro que ainda têm valores provisórios, com os nomes que a compilação lhes dá (emails.general, members[0].name). Substitui um valor e depois retira-o desta lista.",
    nouns: { a: "um campo", one: "campo", other: "campos" },
  },
  "team: members": {
    title: "Membros",
    description:
      "Um cartão cada, pela ordem do carrossel. Sem nenhum, a página /about mostra só os endereços de e-mail do grupo local.",
    nouns: { a: "um membro", one: "membro", other: "membros" },
  },
  "team: members.name": { title: "Nome", description: "Nome completo, o título do cartão." },
  "team: members.role": {
    title: "Cargo",
    description:
      "O cartão mostra o nome do cargo na língua da página: Tesoureira ou Tesoureiro (o campo seguinte diz qual).",
  },
  "team: members.roleForm": {
    title: "Forma do cargo",
    description:
      "Muitas línguas escrevem a maioria dos cargos de uma forma para uma mulher e de outra para um homem (Secretária ou Secretário, Tesoureira ou Tesoureiro; Presidente para ambos). O cartão usa a forma escolhida aqui em todas as línguas.",
    optionLabels: {
      feminine: "Feminino (Secretária, Tesoureira)",
      masculine: "Masculino (Secretário, Tesoureiro)",
    },
  },
  "team: members.roleLabel": {
    title: "Cargo como se escreve para esta pessoa",
    description:
      "Quando as palavras habituais do cargo não servem para a pessoa (um cargo partilhado, um adjunto): o cargo como o cartão o deve dizer, em cada língua.",
  },
  "team: members.photo": {
    title: "Retrato",
    description:
      "Um ficheiro em app/assets/team/: quadrado, com pelo menos 480 px de largura (JPEG, PNG ou WebP).",
  },
  "team: members.photoFocus": {
    title: "Ponto de foco do retrato",
    description:
      "Onde está o rosto, quando o retrato não é quadrado: clica nele na imagem (x na horizontal, y na vertical, cada um de 0 a 1; sem ele, o centro).",
  },
  "team: members.email": {
    title: "E-mail",
    description: "O cartão escreve para este endereço.",
    pattern: "Um endereço de e-mail, como nome@example.org.",
  },
  "team: examples": {
    title: "Valores de exemplo ainda por substituir",
    description:
      "Os campos deste ficheiro que ainda têm valores provisórios, com os nomes que a compilação lhes dá (emails.general, members[0].name). Substitui um valor e depois retira-o desta lista.",
    nouns: { a: "um campo", one: "campo", other: "campos" },
  },
  "sponsors: sponsors": {
    title: "Patrocinadores",
    description:
      "Pela ordem da página de parceiros. Sem nenhum, a página convida antes o primeiro parceiro.",
    nouns: { a: "um patrocinador", one: "patrocinador", other: "patrocinadores" },
  },
  "sponsors: sponsors.name": {
    title: "Nome",
    description:
      "O nome da empresa: o que ouve quem não consegue ver o logótipo. Sem ele, o logótipo chama-se «Sponsor N».",
  },
  "sponsors: sponsors.id": {
    title: "Nome curto",
    description:
      "Um nome curto de letras minúsculas e hífenes, como example-systems, com que o rescaldo de um evento nomeia este parceiro (recap.partnerOutcomes). Só é preciso para um parceiro nomeado assim.",
    pattern: "Letras minúsculas, algarismos e hífenes simples, como example-systems.",
  },
  "sponsors: sponsors.logo": {
    title: "Logótipo",
    description:
      "Um ficheiro em app/assets/sponsors/ (SVG, JPEG, PNG ou WebP): o melhor é SVG, com tamanho (width e height, ou uma viewBox); o site publica-o tal como a verificação o reescreve.",
  },
  "sponsors: sponsors.url": {
    title: "Site",
    description: "Abre num novo separador.",
    pattern: "Um endereço web que comece por https://, como https://www.example.org.",
  },
  "sponsors: examples": {
    title: "Valores de exemplo ainda por substituir",
    description:
      "Os campos deste ficheiro que ainda têm valores provisórios, com os nomes que a compilação lhes dá (emails.general, members[0].name). Substitui um valor e depois retira-o desta lista.",
    nouns: { a: "um campo", one: "campo", other: "campos" },
  },
  "quotes: quotes": {
    title: "Citações",
    description:
      "As palavras de estudantes e parceiros. A página inicial mostra a primeira de cada um, a página de parceiros as dos parceiros, o rescaldo de um evento as que falam dele.",
    nouns: { a: "uma citação", one: "citação", other: "citações" },
  },
  "quotes: quotes.from": {
    title: "Quem o disse",
    description:
      "Estudante ou parceiro: a página inicial mostra as palavras de um estudante e as de um parceiro, a página de parceiros as dos parceiros.",
    optionLabels: { student: "Um estudante", partner: "Alguém de uma empresa parceira" },
  },
  "quotes: quotes.text": {
    title: "Palavras",
    description: "O que disse, sem aspas; em cada língua.",
  },
  "quotes: quotes.name": { title: "Nome", description: "Como a pessoa quer ser nomeada." },
  "quotes: quotes.role": {
    title: "O que estuda, ou o seu cargo",
    description:
      "Para um estudante, o que e onde estuda («Mestrado em Engenharia Informática»); para um parceiro, o cargo («Head of Talent»).",
  },
  "quotes: quotes.company": {
    title: "Empresa",
    description: "Para um parceiro: a empresa, escrita como ela se escreve.",
  },
  "quotes: quotes.portrait": {
    title: "Retrato",
    description:
      "Um ficheiro em app/assets/quotes/: quadrado, com pelo menos 480 px de largura (JPEG, PNG ou WebP). Peça autorização primeiro.",
  },
  "quotes: quotes.portraitFocus": {
    title: "Ponto de foco do retrato",
    description:
      "Onde está o rosto, quando o retrato não é quadrado: clica nele na imagem. Sem ele, o centro.",
  },
  "quotes: quotes.event": {
    title: "Evento",
    description:
      "O endereço (slug) do evento de que falam as palavras, como student-tech-clash: o rescaldo dele também as mostra.",
  },
  "quotes: examples": {
    title: "Valores de exemplo ainda por substituir",
    description:
      "Os campos deste ficheiro que ainda têm valores provisórios, com os nomes que a compilação lhes dá (emails.general, members[0].name). Substitui um valor e depois retira-o desta lista.",
    nouns: { a: "um campo", one: "campo", other: "campos" },
  },
  "home: heading": {
    title: "Promessa",
    description:
      "O título principal da página, no banner: o que um estudante ganha ao juntar-se, em poucas palavras (o nome do grupo local aparece por cima).",
  },
  "home: intro": {
    title: "Introdução",
    description: "Por baixo da promessa, no banner: quem somos, numa frase.",
  },
  "home: banner": {
    title: "Banner",
    description: "Um ficheiro em app/assets/photos/, com pelo menos 1920 px de largura.",
  },
  "home: banner.image": { title: "Imagem" },
  "home: banner.alt": { title: "O que mostra" },
  "home: banner.focus": {
    title: "Ponto de foco",
    description:
      "Onde está o motivo, para que todos os recortes o mantenham: clica nele na imagem. Sem ele, o centro.",
  },
  "home: reasons": {
    title: "Razões para te juntares a nós",
    description: "Três ou quatro razões, cada uma com um título e uma linha.",
    nouns: { a: "uma razão", one: "razão", other: "razões" },
  },
  "home: reasons.title": {
    title: "Razão",
    description: "Em poucas palavras: «Aprende na prática».",
  },
  "home: reasons.text": { title: "Numa linha", description: "O que significa para um estudante." },
  "home: joining": {
    title: "Fazer parte, na prática",
    description: "Ao lado das razões, com o botão Junta-te.",
  },
  "home: joining.cost": { title: "Quanto custa", description: "«Grátis: sem quotas.»" },
  "home: joining.time": {
    title: "Quanto tempo",
    description: "«Uma reunião por semana, e tanto mais quanto quiseres.»",
  },
  "home: joining.who": {
    title: "Quem se pode juntar",
    description: "«Estudantes da nossa universidade ({{university}}), de qualquer curso e ano.»",
  },
  "home: joining.afterApplying": {
    title: "Depois da candidatura",
    description:
      "O que acontece depois de alguém enviar o formulário de adesão, em poucos passos (uma lista numerada): quem responde, em quanto tempo, o que vem a seguir.",
  },
  "home: aboutUs": { title: "Sobre nós" },
  "home: figures": {
    title: "A associação em números",
    description:
      "Por baixo de «Sobre nós»: os nomes dos números da identidade a mostrar, por ordem (o ano de fundação da organização, universidades, membros). A página inicial diz cada número uma só vez: os seus textos não voltam a nomeá-los.",
    nouns: { a: "um número", one: "número", other: "números" },
  },
  "home: figures[]": {
    pattern: "Uma palavra só de letras, a começar por minúscula, como studentsReached.",
  },
  "home: mission": { title: "Missão" },
  "home: mission.tagline": { title: "Lema" },
  "home: mission.summary": {
    title: "Numa frase",
    description: "Por baixo do lema na página Sobre nós (/about), antes do texto completo.",
  },
  "home: mission.text": {
    title: "Texto",
    description: "O texto completo, na página Sobre nós (/about#mission, /about#vision).",
  },
  "home: vision": { title: "Visão" },
  "home: vision.tagline": { title: "Lema" },
  "home: vision.summary": {
    title: "Numa frase",
    description: "Por baixo do lema na página Sobre nós (/about), antes do texto completo.",
  },
  "home: vision.text": {
    title: "Texto",
    description: "O texto completo, na página Sobre nós (/about#mission, /about#vision).",
  },
  "home: partnerPitch": {
    title: "Parcerias com empresas",
    description:
      "Uma ou duas frases para empresas, na página inicial por cima dos logótipos dos parceiros, com um link para a página de parceiros.",
  },
  "home: whereWeAre": { title: "Onde estamos", description: "Ao lado do mapa." },
  "home: photos": {
    title: "Fotografias",
    description:
      "A vida no grupo: ficheiros em app/assets/photos/, com pelo menos 1280 px de largura.",
    nouns: { a: "uma fotografia", one: "fotografia", other: "fotografias" },
  },
  "home: photos.image": { title: "Imagem" },
  "home: photos.alt": { title: "O que mostra" },
  "home: photos.focus": {
    title: "Ponto de foco",
    description:
      "Onde está o motivo, para que todos os recortes o mantenham: clica nele na imagem. Sem ele, o centro.",
  },
  "home: examples": {
    title: "Valores de exemplo ainda por substituir",
    description:
      "Os campos deste ficheiro que ainda têm valores provisórios, com os nomes que a compilação lhes dá (emails.general, members[0].name). Substitui um valor e depois retira-o desta lista.",
    nouns: { a: "um campo", one: "campo", other: "campos" },
  },
  "partners: collaborationsText": {
    title: "Colaborações",
    description:
      "Porque é que as empresas trabalham com o grupo local: uma breve apresentação no topo da página, antes do alcance em números.",
  },
  "partners: figures": {
    title: "O nosso alcance em números",
    description:
      "Os nomes dos números da identidade que interessam às empresas, por ordem (estudantes alcançados, eventos por ano...).",
    nouns: { a: "um número", one: "número", other: "números" },
  },
  "partners: figures[]": {
    pattern: "Uma palavra só de letras, a começar por minúscula, como studentsReached.",
  },
  "partners: formats": {
    title: "Formas de colaborar",
    description: "Os formatos que uma empresa pode escolher, um cartão cada, por esta ordem.",
    nouns: { a: "um formato", one: "formato", other: "formatos" },
  },
  "partners: formats.title": {
    title: "Título",
    description: "O nome do formato: «Desafio de hackathon».",
  },
  "partners: formats.description": {
    title: "Descrição",
    description: "Uma ou duas frases: o que a empresa traz e o que recebe.",
  },
  "partners: formats.gets": {
    title: "O que a empresa recebe",
    description:
      "Frases curtas, como quem compara propostas: «O teu logótipo na página e nos cartazes do evento», «Um lugar no júri», «Um momento de recrutamento».",
    nouns: { a: "uma vantagem", one: "vantagem", other: "vantagens" },
  },
  "partners: audience": {
    title: "Quem vai conhecer",
    description:
      "O que um recrutador pergunta sobre os estudantes, além dos números: o que estudam, onde, em que ano.",
  },
  "partners: audience.fieldsOfStudy": {
    title: "Áreas de estudo",
    description: "O que estudam os estudantes que alcança: «Engenharia Informática», «Design».",
    nouns: { a: "uma área de estudo", one: "Área de estudo", other: "áreas de estudo" },
  },
  "partners: audience.universities": {
    title: "Universidades",
    description: "Onde estudam.",
    nouns: { a: "uma universidade", one: "universidade", other: "universidades" },
  },
  "partners: audience.yearsOfStudy": {
    title: "Anos de estudo",
    description: "«Licenciatura, desde o primeiro ano», «Mestrado».",
    nouns: { a: "um ano de estudo", one: "ano de estudo", other: "anos de estudo" },
  },
  "partners: examples": {
    title: "Valores de exemplo ainda por substituir",
    description:
      "Os campos deste ficheiro que ainda têm valores provisórios, com os nomes que a compilação lhes dá (emails.general, members[0].name). Substitui um valor e depois retira-o desta lista.",
    nouns: { a: "um campo", one: "campo", other: "campos" },
  },
});
