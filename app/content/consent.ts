/** Copy of the consent banner (LGPD) and of the footer control that reopens it. */
export const consentBanner = {
  /** The banner's accessible name (it is a page region). */
  label: "Aviso de cookies",
  text: "Com a sua permissão, usamos cookies do Google e da Meta para medir as visitas e saber quais anúncios trazem quem testa o Vendas IA. Mude de ideia quando quiser em “Preferências de cookies”, no rodapé.",
  privacyLink: "Política de privacidade",
  accept: "Aceitar",
  reject: "Recusar",
} as const;

export const cookiePreferences = {
  label: "Preferências de cookies",
} as const;
