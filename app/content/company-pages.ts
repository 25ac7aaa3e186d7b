import { ABOUT_PATH, CONTACT_PATH, type CompanyPagePath, PRIVACY_PATH, TERMS_PATH } from "../route-paths.ts";

/** Copy of the company pages (/sobre, /contato, /termos, /privacidade) and of the seller's identification. */

interface CompanyPageCopy {
  /** The footer link's text. */
  linkLabel: string;
  /** The page's h1. */
  heading: string;
  /** Tab and search-result title. */
  title: string;
  /** 50–160 characters: what search results and link previews show under the title. */
  description: string;
}

export const companyPages = {
  [ABOUT_PATH]: {
    linkLabel: "Sobre",
    heading: "Sobre o Vendas IA",
    title: "Sobre | Vendas IA",
    description:
      "Conheça o Vendas IA, o assistente de inteligência artificial que escreve mensagens de vendas, e a empresa por trás dele.",
  },
  [CONTACT_PATH]: {
    linkLabel: "Contato",
    heading: "Fale com a gente",
    title: "Contato | Vendas IA",
    description:
      "E-mail, WhatsApp e horário de atendimento do Vendas IA, com os dados da empresa responsável pelo serviço.",
  },
  [TERMS_PATH]: {
    linkLabel: "Termos de Uso",
    heading: "Termos de Uso",
    title: "Termos de Uso | Vendas IA",
    description:
      "As regras do Vendas IA: teste grátis de 7 dias, cobrança mensal, cancelamento e direito de arrependimento.",
  },
  [PRIVACY_PATH]: {
    linkLabel: "Política de Privacidade",
    heading: "Política de Privacidade",
    title: "Política de Privacidade | Vendas IA",
    description:
      "O que este site coleta sobre você, para quê, com quem compartilha e como exercer os seus direitos pela LGPD.",
  },
} as const satisfies Record<CompanyPagePath, CompanyPageCopy>;

/** The seller's identification block (Decreto 7.962/2013, art. 2), on the contact and terms pages. */
export const sellerIdentification = {
  title: "Quem vende",
  legalNameLabel: "Razão social",
  addressLabel: "Endereço",
  emailLabel: "E-mail",
} as const;

export const contactPage = {
  lead: "Tem uma dúvida sobre o Vendas IA, a sua assinatura ou um pagamento? Escreva para a gente.",
  channelsTitle: "Canais de atendimento",
  emailLabel: "E-mail",
  whatsappLabel: "WhatsApp",
  supportHoursLabel: "Horário de atendimento",
  privacyNote: "Pedidos sobre os seus dados pessoais vão para o encarregado, como explica a",
} as const;

/** The WhatsApp contact: the link's text and the message it starts the conversation with. */
export const whatsappContact = {
  label: "Tirar dúvidas no WhatsApp",
  landingLead: "Ainda com dúvida? Fale com uma pessoa antes de começar.",
  prefilledMessage: "Olá! Vim pelo site do Vendas IA e tenho uma dúvida sobre o plano Pro.",
} as const;
