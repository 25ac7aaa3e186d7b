import type { RedirectPath } from "../route-paths.ts";

/** Copy of the pages around the landing page. The 404 wording is English because the spec quotes it so. */

export const redirectPage = {
  message: "Redirecionando...",
  fallbackLink: "Se nada acontecer em alguns segundos, toque aqui para continuar.",
  /** Each redirect page's own title and description: what a browser tab or a shared link shows. */
  head: {
    "/acesso": {
      title: "Redirecionando para o espaço de trabalho | Vendas IA",
      description:
        "Abrindo o espaço de trabalho compartilhado do Vendas IA, o assistente de IA que escreve mensagens de vendas.",
    },
    "/bolos": {
      title: "Redirecionando para o documento | Vendas IA",
      description:
        "Abrindo o documento compartilhado do Vendas IA, o assistente de IA que escreve mensagens de vendas.",
    },
  } satisfies Record<RedirectPath, { title: string; description: string }>,
} as const;

export const notFoundPage = {
  title: "Página não encontrada | Vendas IA",
  description:
    "Esta página não existe. Volte para o início e conheça o Vendas IA, o assistente de IA que escreve mensagens de vendas.",
  code: "404",
  message: "Oops! Page not found",
  homeLink: "Return to Home",
} as const;
