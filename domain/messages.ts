// A collection only: every feature's texts live beside its code (decision 065); this file re-assembles
// them so code written against `messages.x.y` keeps working while importers move to their feature's own
// texts. New code imports the feature's texts module, never this one. It goes when nothing imports it.
import { commonTexts } from "./common-texts";
import { reviewTexts } from "./review-texts";
import { productTexts } from "./product-texts";
import { cartTexts } from "./cart-texts";
import { checkoutTexts } from "./checkout-texts";
import { orderTexts } from "./order-texts";
import { paymentTexts } from "./payment-texts";
import { fileTexts } from "./file-texts";
import { requestTexts } from "./request-texts";
import { chatTexts } from "./chat-texts";
import { authTexts } from "./auth-texts";
import { passwordTexts } from "./password-texts";
import { accessTexts } from "./access-texts";
import { accountTexts } from "./account-texts";
import { loyaltyTexts } from "./loyalty-texts";
import { contactTexts } from "./contact-texts";

export const messages = {
  common: commonTexts,
  reviews: reviewTexts,
  product: productTexts,
  cart: cartTexts,
  checkout: checkoutTexts,
  order: orderTexts,
  payment: paymentTexts,
  files: fileTexts,
  requests: requestTexts,
  chat: chatTexts,
  auth: authTexts,
  password: passwordTexts,
  access: accessTexts,
  account: accountTexts,
  loyalty: loyaltyTexts,
  contact: contactTexts,
} as const;
