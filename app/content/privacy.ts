/**
 * The words of the privacy notice (/privacidade). Which parts appear is decided at build time from the
 * settings (app/privacy-facts.ts): the page names exactly the tools this build turns on. Each tool's facts
 * are the vendor's documented defaults; where a figure depends on the owner's account, the text says so.
 */

/** Date of the last change to this notice, YYYY-MM-DD. Update it whenever the text or the tools change. */
export const PRIVACY_LAST_UPDATED = "2026-11-22";

export const privacyPage = {
  lastUpdatedLabel: "Última atualização:",
  controllerTitle: "Quem cuida dos seus dados",
  controllerText:
    "O responsável pelo tratamento dos dados pessoais deste site (o controlador, na Lei Geral de Proteção de Dados, Lei 13.709/2018) é:",
  collectedTitle: "O que este site coleta",
  nothingCollected:
    "Este site não usa cookies, não guarda nada no seu navegador e não usa ferramentas de estatística nem de publicidade. Além dos registros do servidor descritos abaixo, ele não coleta nada sobre você.",
  toolsIntro:
    "Este site usa as ferramentas abaixo. Para cada uma: o que registra, para quê, com que base legal, quem recebe os dados e por quanto tempo.",
  factLabels: {
    collects: "O que registra",
    purpose: "Para quê",
    legalBasis: "Base legal",
    recipients: "Quem recebe",
    retention: "Por quanto tempo",
  },
  consentNote:
    'As ferramentas com base legal no consentimento só são carregadas depois que você aceita no aviso de cookies. Você pode mudar de ideia a qualquer momento em "Preferências de cookies", no rodapé de qualquer página.',
  internationalTransfer:
    "Essas empresas podem tratar os dados fora do Brasil, nas condições da LGPD para a transferência internacional de dados (art. 33).",
  serverLogsTitle: "Registros do servidor",
  serverLogs:
    "Como em qualquer site, o servidor que entrega as páginas recebe o endereço IP e dados técnicos de cada acesso (data e hora, página pedida, navegador). Esses registros servem para entregar as páginas, manter o site seguro e cumprir o Marco Civil da Internet, que manda guardar os registros de acesso por seis meses (Lei 12.965/2014, art. 15); não são usados para identificar visitantes. Base legal: cumprimento de obrigação legal (LGPD, art. 7º, II).",
  campaignTitle: "Parâmetros de campanha",
  campaignText:
    "Se você chegou por um link de anúncio ou de campanha, o endereço pode trazer parâmetros como utm_source, gclid ou fbclid. Ao clicar em “Testar grátis por 7 dias”, o site repassa só esses parâmetros ao checkout, para que se saiba qual campanha trouxe a assinatura. O site em si não os guarda.",
  separateServicesTitle: "Checkout e assistente",
  separateServices: (checkoutHost: string) =>
    `O pagamento (o checkout, em ${checkoutHost}) e o próprio assistente Vendas IA são serviços separados deste site, com as suas próprias políticas de privacidade, mostradas a você nesses serviços. Os dados que você informar lá, como nome, e-mail e cartão, são tratados conforme essas políticas.`,
  contactTitle: "Mensagens que você envia",
  contactText: (withWhatsapp: boolean) =>
    `Se você nos escrever por ${withWhatsapp ? "e-mail ou WhatsApp" : "e-mail"}, usamos o que você enviar para responder ao seu contato (LGPD, art. 7º, V e IX).`,
  rightsTitle: "Os seus direitos",
  rightsIntro: "Pela LGPD (art. 18), você pode pedir a qualquer momento:",
  rights: [
    "a confirmação de que tratamos dados seus;",
    "o acesso aos seus dados;",
    "a correção de dados incompletos, inexatos ou desatualizados;",
    "a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;",
    "a portabilidade dos seus dados a outro fornecedor;",
    "a eliminação dos dados tratados com o seu consentimento;",
    "a informação sobre com quem compartilhamos os seus dados;",
    "a informação sobre a possibilidade de não dar consentimento e sobre o que acontece se você não der;",
    "a revogação do consentimento.",
  ],
  howToExercise: "Para exercer qualquer um deles, escreva para o nosso encarregado pelo tratamento de dados pessoais,",
  responseTime:
    "A confirmação e o acesso são dados de imediato, de forma simplificada, ou em até 15 dias, de forma completa (art. 19). Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).",
} as const;

/** What each tool records, why, on what legal basis, who receives it and for how long. */
export interface ToolFacts {
  name: string;
  collects: string;
  purpose: string;
  legalBasis: string;
  recipients: string;
  retention: string;
}

const CONSENT = "Consentimento (LGPD, art. 7º, I): só funciona depois que você aceita no aviso de cookies.";
const GOOGLE = "Google LLC (Estados Unidos) e Google Brasil Internet Ltda.";

export const toolFacts = {
  plausible: (scriptHost: string, selfHosted: boolean): ToolFacts => ({
    name: "Plausible Analytics (estatísticas de visitas)",
    collects:
      "Página visitada, site de origem, tipo de dispositivo, navegador, sistema operacional e país, além dos cliques nos botões do site e nas perguntas frequentes. Não usa cookies e não guarda o endereço IP.",
    purpose: "Contar visitas e entender, em números agregados, o que funciona na página.",
    legalBasis:
      "Legítimo interesse (LGPD, art. 7º, IX): os dados são só estatísticas agregadas, que não identificam ninguém.",
    recipients: selfHosted
      ? `O servidor de estatísticas do próprio site, em ${scriptHost}.`
      : "Plausible Insights OÜ (Estônia, União Europeia).",
    retention: "Só totais agregados, mantidos enquanto o site estiver cadastrado na ferramenta.",
  }),
  gtm: (containerId: string): ToolFacts => ({
    name: "Google Tag Manager",
    collects: `Sozinho, nada além dos dados técnicos da requisição (como o endereço IP): ele carrega as etiquetas configuradas no contêiner ${containerId}, que podem registrar visitas e cliques.`,
    purpose: "Organizar num só lugar as ferramentas de medição e de anúncios do site.",
    legalBasis: CONSENT,
    recipients: GOOGLE,
    retention: "Conforme as etiquetas configuradas no contêiner e as configurações da conta.",
  }),
  ga4: (): ToolFacts => ({
    name: "Google Analytics 4 (estatísticas de visitas)",
    collects:
      "Páginas visitadas, origem da visita (inclusive parâmetros de campanha), dispositivo, navegador, localização aproximada e cliques nos botões do site, ligados a um identificador guardado em cookie (_ga).",
    purpose: "Medir a audiência do site e o resultado das campanhas.",
    legalBasis: CONSENT,
    recipients: GOOGLE,
    retention:
      "Os dados por usuário ficam pelo prazo configurado na propriedade do Google Analytics (2 meses por padrão, no máximo 14 meses na versão padrão). O cookie _ga expira em até 2 anos.",
  }),
  googleAds: (): ToolFacts => ({
    name: "Google Ads (conversões de anúncios)",
    collects:
      "Se você chegou por um anúncio do Google, o identificador do clique (gclid) e o clique em “Testar grátis por 7 dias”, guardados em cookies de conversão (_gcl_au, _gcl_aw).",
    purpose: "Saber quais anúncios do Google trazem assinantes e ajustar as campanhas.",
    legalBasis: CONSENT,
    recipients: GOOGLE,
    retention:
      "Os cookies de conversão expiram em 90 dias por padrão; os dados enviados ao Google seguem as políticas do Google Ads e o configurado na conta.",
  }),
  metaPixel: (): ToolFacts => ({
    name: "Meta Pixel (anúncios no Instagram e no Facebook)",
    collects:
      "Páginas visitadas, cliques nos botões de teste grátis e de contato, dados técnicos do navegador e o endereço IP, ligados a um cookie (_fbp) e, se você estiver conectado ao Instagram ou ao Facebook, à sua conta.",
    purpose: "Medir o resultado dos anúncios no Instagram e no Facebook e mostrar anúncios a quem já visitou o site.",
    legalBasis: CONSENT,
    recipients: "Meta Platforms, Inc. (Estados Unidos) e Facebook Serviços Online do Brasil Ltda.",
    retention:
      "O cookie _fbp expira em 90 dias por padrão; os dados enviados à Meta seguem a política de dados da Meta e o configurado na conta de anúncios.",
  }),
} as const;
