import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("acesso", "routes/redirect.tsx", { id: "acesso" }),
  route("bolos", "routes/redirect.tsx", { id: "bolos" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
