/** Copy of the pages around the landing page. The 404 wording is English because the spec quotes it so. */

export const redirectPage = {
  title: "Redirecionando... | Vendas IA",
  message: "Redirecionando...",
  fallbackLink: "Se nada acontecer em alguns segundos, toque aqui para continuar.",
} as const;

export const notFoundPage = {
  title: "Página não encontrada | Vendas IA",
  code: "404",
  message: "Oops! Page not found",
  homeLink: "Return to Home",
} as const;
