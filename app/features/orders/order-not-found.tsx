import { Link } from "react-router";
import { orderPageTexts } from "./texts";

/** The same answer for a number that does not exist and for someone else's order. */
export function OrderNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-500">404</p>
      <h1 className="text-2xl font-bold">{orderPageTexts.notFound}</h1>
      <p className="text-gray-600">{orderPageTexts.notFoundHint}</p>
      <Link to="/profile?tab=orders" className="rounded-full bg-brand-500 px-6 py-2 font-medium text-white hover:bg-brand-600">
        {orderPageTexts.backToOrders}
      </Link>
    </section>
  );
}
