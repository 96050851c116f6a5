import { describe, expect, it } from "vitest";
import { basketWordsIn, type NamedProduct } from "./basket-words";
import { normaliseText } from "./normalise";

const catalogue: NamedProduct[] = [
  { id: "juicy", name: "Juicy Glow Lip Gloss – Peach Pink", nameThai: "ลิปกลอส ฉ่ำวาว สีชมพูพีช", shadeNames: ["ชมพูพีช"] },
  { id: "jelly", name: "Crystal Jelly Tint – Strawberry Milk", nameThai: "ลิปทินท์เจลลี่ ใสวิ้ง สีสตรอว์เบอร์รี่มิลค์", shadeNames: ["สตรอว์เบอร์รี่มิลค์"] },
  { id: "cherry", name: "Liquid Gloss 8D – Cherry Red", nameThai: "ลิปกลอส 8D สีแดงเชอร์รี่", shadeNames: ["แดงเชอร์รี่"] },
];
const read = (message: string) => basketWordsIn(normaliseText(message), catalogue);

describe("a basket said in words", () => {
  it("reads products by the words of their names, each with its quantity", () => {
    expect(read("Juicy Glow 5 แท่ง กับ Crystal Jelly 1 แท่ง").lines).toEqual([
      { productId: "juicy", quantity: 5, quantitySaid: true },
      { productId: "jelly", quantity: 1, quantitySaid: true },
    ]);
    expect(read("ลิปกลอส 8D สีแดงเชอร์รี่ 10 แท่งค่ะ").lines).toEqual([{ productId: "cherry", quantity: 10, quantitySaid: true }]);
    expect(read("juicy glow x3").lines[0]?.quantity).toBe(3);
  });

  it("reads pieces at a price, a basket's amount and points, in digits or words", () => {
    expect(read("ซื้อ 3 แท่ง แท่งละ 249 รวมค่าส่งกี่บาท").pieces).toEqual({ quantity: 3, unitBaht: 249 });
    expect(read("ซื้อสองแท่งแท่งละ199").pieces).toEqual({ quantity: 2, unitBaht: 199 });
    expect(read("อีกกี่บาทถึงจะส่งฟรีถ้าในตะกร้ามี 700").basketBaht).toBe(700);
    expect(read("มีแต้ม 250 ใช้ลดได้กี่บาท").points).toBe(250);
    expect(read("ซื้อ 500 ได้กี่แต้ม").points).toBeNull();
  });

  it("takes a price beside a name for no quantity", () => {
    expect(read("juicy glow 199 บาทไหม").lines).toEqual([{ productId: "juicy", quantity: 1, quantitySaid: false }]);
  });
});
