import { tool } from "ai";
import { z } from "zod";
import { formatThaiDateTime } from "../../../../domain/shared/dates";
import { formatBaht } from "../../../../domain/shared/money";
import { ORDER_PAYMENT_STATUS_LABELS, ORDER_STATUS_LABELS } from "../../../../domain/orders/order-status";
import { listActiveFaqs } from "../../content/faqs";
import { listRunningFlashSales } from "../../promotions/flash-sales";
import { listShopOffers } from "../../promotions/promotion-cards";
import { lipstickInfo } from "../../../../domain/catalog/lipstick-info";
import type { AssistantContext, AssistantTurn } from "../assistant";
import { percentOff, plainPolicy, stockText } from "../built-in/replies";
import { understand } from "../built-in/understanding";
import { searchProducts, type ProductFact } from "../facts/catalogue-facts";
import { catalogueWords } from "../facts/catalogue-vocabulary";
import { memberOrder, memberRecentOrders, type MemberOrderFact } from "../facts/member-orders";
import { memberPointsBalance, shopContact } from "../facts/shop-contact";
import { loadShopPolicies } from "../facts/shop-policies";
import { conversationState } from "../understanding/conversation-state";

/** A product as the model reads it: prices already in baht text, so it never does sums. */
function productForModel(product: ProductFact) {
  return {
    nameThai: product.nameThai,
    name: product.name,
    line: product.line,
    price: formatBaht(product.price),
    flashSalePrice: product.salePrice === null ? null : formatBaht(product.salePrice),
    flashSaleEnds: product.saleEndsAt === null ? null : formatThaiDateTime(product.saleEndsAt),
    inStock: product.inStock,
    // What the product page says: a count only when few are left.
    stock: stockText(product),
    shades: product.shades.map((shade) => shade.nameThai),
    page: `/products/${product.slug}`,
  };
}

function orderForModel(order: MemberOrderFact) {
  return {
    orderNumber: order.orderNumber,
    status: ORDER_STATUS_LABELS[order.status],
    payment: ORDER_PAYMENT_STATUS_LABELS[order.paymentStatus],
    total: formatBaht(order.totalAmount),
    placedAt: order.placedAt.toISOString(),
    trackingNumber: order.trackingNumber,
    items: order.items,
  };
}

/**
 * The tools the LLM reads the shop with: the same facts the built-in assistant states. None
 * takes a member: `my_orders` is bound to the session's member here, so no argument the model
 * is talked into can reach another member's orders.
 */
export function shopTools(context: AssistantContext, history: readonly AssistantTurn[] = []) {
  const { db, member, now } = context;
  return {
    search_products: tool({
      description:
        "Search the shop's lipsticks by words in Thai or English (colour, finish, kind, name, budget such as 'ไม่เกิน 300', a wish such as 'earth tone' or 'for work'). Optional price range in baht and a ranking (most-shades: the most shades to choose from). Returns current prices, the running sale's end, stock and shades.",
      inputSchema: z.object({
        query: z.string().max(200),
        line: z.enum(["glossy", "velvet"]).optional(),
        minPriceBaht: z.number().min(0).max(100_000).optional(),
        maxPriceBaht: z.number().min(0).max(100_000).optional(),
        rank: z.enum(["cheapest", "priciest", "newest", "best-selling", "most-shades"]).optional(),
      }),
      execute: async ({ query, line, minPriceBaht, maxPriceBaht, rank }) => {
        // The same reading of the words as the built-in assistant's: typos (of the catalogue's names too), Thai numbers, budgets, open wishes.
        const understood = understand(query, await catalogueWords(db));
        const termGroups = [...understood.colours.map((colour) => colour.catalogueTerms), ...(understood.nameWords.length > 0 ? [understood.nameWords] : [])];
        const search = {
          termGroups,
          kindGroups: understood.kinds,
          line: line ?? understood.line,
          minPrice: minPriceBaht !== undefined ? Math.round(minPriceBaht * 100) : (understood.priceRange?.min ?? null),
          maxPrice: maxPriceBaht !== undefined ? Math.round(maxPriceBaht * 100) : (understood.priceRange?.max ?? null),
          rank: rank ?? understood.rank,
        };
        let found = await searchProducts(db, search, now);
        if (found.length === 0 && understood.nameWords.length > 0)
          found = await searchProducts(db, { ...search, termGroups: understood.colours.map((colour) => colour.catalogueTerms) }, now);
        return { products: found.map(productForModel) };
      },
    }),
    compare_lines: tool({
      description:
        "The two lines (Glossy Lip, Velvet Lip) and the finishes side by side, as /lipstick-info publishes them: texture, how long each lasts, who it suits.",
      inputSchema: z.object({}),
      execute: async () => ({ finishes: lipstickInfo.finishes, lines: lipstickInfo.lines }),
    }),
    shop_contact: tool({
      description: "The shop's phone number, LINE ID, e-mail, address and working hours, as /contact shows them.",
      inputSchema: z.object({}),
      execute: async () => shopContact(db),
    }),
    my_points: tool({
      description: "The signed-in shopper's loyalty points balance and how points are earned and used.",
      inputSchema: z.object({}),
      execute: async () => {
        const policies = await loadShopPolicies(db, now);
        return { balance: await memberPointsBalance(db, member.id), rules: plainPolicy(policies.terms["loyalty-points"], 2) };
      },
    }),
    conversation_so_far: tool({
      description:
        "What the conversation was last about: the products the last answer named, the last order number and topic. Use it for follow-ups such as 'this one', 'แล้วสีแดงล่ะ'.",
      inputSchema: z.object({}),
      execute: async () => {
        const state = await conversationState(db, history, now);
        return {
          lastProducts: state.lastProducts.map(productForModel),
          lastOrderNumber: state.lastOrderNumber,
          lastTopics: state.lastTopics,
        };
      },
    }),
    running_promotions: tool({
      description:
        "The flash sales running now (with sale price and end time), and the promotions and special offers running now (what each gives, its conditions, automatic or with a code).",
      inputSchema: z.object({}),
      execute: async () => ({
        flashSales: (await listRunningFlashSales(db, now)).map((sale) => ({
          nameThai: sale.productNameThai,
          salePrice: formatBaht(sale.salePrice),
          originalPrice: formatBaht(sale.originalPrice),
          percentOff: percentOff(sale.originalPrice, sale.salePrice),
          endsAt: sale.endTime,
        })),
        specialOffers: (await listShopOffers(db, now)).map((offer) => ({ title: offer.title, description: offer.description })),
      }),
    }),
    shop_policies: tool({
      description:
        "The shop's published rules: shipping fee and free-shipping threshold, delivery time, payment methods, returns, refunds, damaged items, loyalty points, shelf life, care and shade advice by skin tone.",
      inputSchema: z.object({}),
      execute: async () => {
        const policies = await loadShopPolicies(db, now);
        return {
          shippingFee: formatBaht(policies.shippingFee),
          freeShippingFrom: policies.freeShippingThreshold === null ? null : formatBaht(policies.freeShippingThreshold),
          paymentMethods: policies.paymentOptions,
          terms: policies.terms,
          shelfLife: policies.shelfLifeText,
          care: policies.care,
          undertoneTip: policies.undertoneTip,
          skinTones: policies.skinTones.map((tone) => ({
            name: tone.name,
            advice: tone.advice,
            shades: tone.shades.map((shade) => shade.name),
          })),
        };
      },
    }),
    search_faqs: tool({
      description: "The shop's frequently asked questions and their answers.",
      inputSchema: z.object({}),
      execute: async () => ({ faqs: await listActiveFaqs(db) }),
    }),
    my_orders: tool({
      description: "The signed-in shopper's own orders: one by its order number, or the latest ones. Other people's orders are never available.",
      inputSchema: z.object({ orderNumber: z.string().max(40).optional() }),
      execute: async ({ orderNumber }) => {
        if (orderNumber) {
          const order = await memberOrder(db, member.id, orderNumber.trim());
          return order ? { order: orderForModel(order) } : { order: null, note: "No order with this number in the signed-in shopper's account." };
        }
        return { orders: (await memberRecentOrders(db, member.id)).map(orderForModel) };
      },
    }),
  };
}
