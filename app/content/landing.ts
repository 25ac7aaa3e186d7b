import { COMPANY_PAGE_PATHS } from "../route-paths.ts";
import { companyPages } from "./company-pages.ts";
import { site } from "./site.ts";
import type { FaqItem, PlanFeature, Statistic, Step, Testimonial } from "./types.ts";

/** Every string of the landing page, in page order. Edit the copy here; the sections only lay it out. */

/** "R$ 29,90" from 29.9: the price the page shows is written from the number the structured data uses. */
function formatReais(amount: number): string {
  return `R$ ${amount.toFixed(2).replace(".", ",")}`;
}

export const checkoutCta = {
  label: "Testar grátis por 7 dias",
} as const;

export const hero = {
  eyebrow: "Assistente de IA para vendas",
  headline: "Mensagens que vendem, prontas em segundos",
  subheadline:
    "Informe o seu nicho e o seu objetivo, escolha o tipo de mensagem e receba a copy pronta: carta de vendas, e-mail, WhatsApp ou título que prende a atenção.",
  secondaryCta: "Ver como funciona",
  reassurance: "7 dias grátis · sem cartão de crédito · cancele quando quiser",
  demo: {
    label:
      "Exemplo do assistente: com o nicho clínica de estética e o objetivo agendar avaliações, ele escreve uma mensagem de WhatsApp pronta para enviar.",
    nicheLabel: "Nicho",
    niche: "Clínica de estética",
    goalLabel: "Objetivo",
    goal: "Agendar avaliações",
    messageTypes: ["Carta de vendas", "E-mail", "WhatsApp", "Título"],
    selectedType: "WhatsApp",
    resultLabel: "Mensagem pronta",
    result:
      "Oi, Ana! Vi que você quer chegar ao verão com a pele renovada. Abrimos 5 horários de avaliação gratuita nesta semana. Posso reservar o seu para quinta, às 15h?",
    copyLabel: "Copiar",
  },
} as const;

export const stats = {
  title: "Resultados que aparecem nas conversas",
  items: [
    { value: "95%", label: "aumento na taxa de resposta" },
    { value: "89%", label: "dos profissionais melhoram a abordagem" },
    { value: "77%", label: "aumento no faturamento" },
  ] satisfies Statistic[],
} as const;

export const intro = {
  title: "Seu copywriter de bolso, treinado para vender",
  paragraphs: [
    "O Vendas IA é um assistente de inteligência artificial que escreve mensagens de vendas de alta conversão: cartas de vendas, e-mails, mensagens de WhatsApp e títulos irresistíveis.",
    "Chega de encarar a tela em branco ou de copiar modelos prontos que não combinam com o seu público. Você diz o que vende e o que quer alcançar; o assistente entrega um texto persuasivo, no tom certo para cada canal.",
  ],
  audienceTitle: "Feito para quem vive de vender",
  audience: [
    "Vendedores",
    "Copywriters",
    "Social media",
    "Infoprodutores",
    "Afiliados",
    "Coaches",
    "Consultores",
    "Agências de marketing",
  ],
} as const;

export const howItWorks = {
  title: "Como funciona",
  lead: "Do briefing à mensagem pronta em três passos.",
  steps: [
    {
      number: 1,
      title: "Conte o seu nicho e o seu objetivo",
      description:
        "Diga para quem você vende e o que quer conseguir: agendar uma reunião, recuperar um cliente, lançar um produto.",
    },
    {
      number: 2,
      title: "Escolha o tipo de mensagem",
      description:
        "Carta de vendas, e-mail, mensagem de WhatsApp ou título: o texto já sai no formato e no tamanho certos para o canal.",
    },
    {
      number: 3,
      title: "Receba a copy pronta",
      description: "Em segundos, você tem um texto persuasivo para copiar, ajustar se quiser e enviar.",
    },
  ] satisfies Step[],
} as const;

export const planFeatures: PlanFeature[] = [
  { label: "Geração ilimitada de mensagens" },
  { label: "Cartas de vendas profissionais" },
  { label: "E-mails de alta conversão" },
  { label: "Mensagens para WhatsApp" },
  { label: "Títulos irresistíveis" },
  { label: "Suporte prioritário" },
];

/** The Pro plan's monthly price, in reais. Edit it here: the card, the share image and the structured data follow. */
const PRO_PLAN_MONTHLY_PRICE = 29.9;

export const pricing = {
  title: "Um plano, tudo liberado",
  lead: "Teste todos os recursos por 7 dias. Se não fizer diferença nas suas vendas, é só cancelar.",
  planName: "Plano Pro",
  priceAmount: PRO_PLAN_MONTHLY_PRICE,
  priceCurrency: "BRL",
  price: formatReais(PRO_PLAN_MONTHLY_PRICE),
  period: "/mês",
  trialBadge: "7 dias grátis",
  featuresTitle: "O que está incluído",
  reassurances: ["Cancele quando quiser", "Suporte em português", "Pagamento seguro"],
} as const;

export const testimonials = {
  title: "Quem usa, recomenda",
  items: [
    {
      name: "Mariana Costa",
      role: "Consultora de vendas",
      content:
        "Meus contatos no WhatsApp passaram a responder. Em um mês, a taxa de resposta das minhas abordagens subiu 80%.",
      rating: 5,
    },
    {
      name: "Rafael Souza",
      role: "Infoprodutor",
      content:
        "Usei os e-mails do assistente no meu último lançamento e faturei 65% a mais do que no anterior, sem aumentar o investimento em anúncios.",
      rating: 5,
    },
    {
      name: "Juliana Alves",
      role: "Social media",
      content:
        "O tempo para escrever cada mensagem de venda caiu de 30 minutos para 2 minutos. Hoje atendo o dobro de clientes.",
      rating: 5,
    },
  ] satisfies Testimonial[],
} as const;

export const faq = {
  title: "Perguntas frequentes",
  items: [
    {
      question: "Funciona para leads frios e quentes?",
      answer:
        "Sim. Você informa em que momento o contato está e o assistente ajusta o tom: mensagens de primeiro contato, que despertam interesse, para leads frios, e abordagens diretas, com chamada para a compra, para leads quentes.",
    },
    {
      question: "Preciso ter conhecimento técnico?",
      answer:
        "Não. Basta descrever o seu nicho e o seu objetivo em poucas palavras e escolher o tipo de mensagem. Se você sabe mandar um WhatsApp, sabe usar o assistente.",
    },
    {
      question: "Para quais profissionais é indicado?",
      answer:
        "Para vendedores, copywriters, social media, infoprodutores, afiliados, coaches, consultores e agências de marketing: qualquer pessoa que precise vender por texto.",
    },
    {
      question: "Posso cancelar quando quiser?",
      answer: "Sim. Não há fidelidade nem multa: você cancela direto pelo painel de controle, em poucos cliques.",
    },
    {
      question: "O teste é realmente grátis?",
      answer: "Sim. São 7 dias com acesso completo a todos os recursos, sem precisar de cartão de crédito.",
    },
  ] satisfies FaqItem[],
} as const;

export const footer = {
  resourcesTitle: "Recursos",
  companyTitle: "Empresa",
  /** Sobre, Contato, Termos de Uso, Política de Privacidade: each page's own link text. */
  companyLinks: COMPANY_PAGE_PATHS.map((path) => ({ label: companyPages[path].linkLabel, href: path })),
  copyright: "© 2025 Vendas IA. Todos os direitos reservados.",
} as const;

export const homeMeta = {
  title: "Vendas IA | Mensagens de vendas prontas com inteligência artificial",
  description: `Cartas de vendas, e-mails, mensagens de WhatsApp e títulos que vendem, escritos por IA em segundos. ${pricing.planName} por ${pricing.price}${pricing.period} com ${pricing.trialBadge}.`,
} as const;

/** The picture WhatsApp, Instagram, Facebook, LinkedIn and X show for a shared link; drawn at build time from this copy. */
export const shareImage = {
  headline: hero.headline,
  price: `${pricing.price}${pricing.period}`,
  trialBadge: pricing.trialBadge,
  reassurance: "Cartas de vendas · E-mails · WhatsApp · Títulos",
  alt: `${site.name}: ${hero.headline}. ${pricing.planName} por ${pricing.price}${pricing.period}, ${pricing.trialBadge}.`,
} as const;
