/** Copy shared by every page: the brand and the words around the page content. */
export const site = {
  name: "Vendas IA",
  tagline: "Assistente de IA para mensagens de vendas",
  skipLink: "Pular para o conteúdo",
  newTabHint: "(abre em nova aba)",
} as const;
