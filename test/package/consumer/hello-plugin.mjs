// A dialect plugin of the consumer project, built on the installed package.
import { OpTrait } from "tsmlir";

export const helloDialect = { namespace: "hello", operations: [{ name: "hello.world", traits: [OpTrait.ZeroOperands] }] };
