import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("acesso", "routes/redirect.tsx", { id: "acesso" }),
  route("bolos", "routes/redirect.tsx", { id: "bolos" }),
  route("sobre", "routes/about.tsx"),
  route("contato", "routes/contact.tsx"),
  route("termos", "routes/terms.tsx"),
  route("privacidade", "routes/privacy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
