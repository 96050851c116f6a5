import { Link } from "react-router";
import { notFoundTexts } from "./texts";

export function NotFoundPage({ path }: { path: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-500">404</p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <p className="text-gray-600">
        {notFoundTexts.title} <span className="break-all font-mono text-sm">{path}</span>
      </p>
      <Link to="/" className="rounded-full bg-brand-500 px-6 py-2 font-medium text-white hover:bg-brand-600">
        {notFoundTexts.backHome}
      </Link>
    </section>
  );
}
