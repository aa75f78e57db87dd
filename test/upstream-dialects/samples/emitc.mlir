emitc.include <"stdio.h">
emitc.include "myheader.h"
emitc.global @table : !emitc.array<2x2xi32> = dense<[[1, 2], [3, 4]]>
emitc.global extern @counter : !emitc.opaque<"\"int\"">
emitc.func @loops(%lb: i32, %ub: i32, %step: i32, %c: i1) -> i32 {
  emitc.for %i = %lb to %ub step %step : i32 {
    %v = emitc.call_opaque "f"(%i) {args = [0 : index]} : (i32) -> i32
  }
  emitc.if %c {
    %0 = emitc.literal "x" : i32
  } else {
    %1 = "emitc.constant"() <{value = #emitc.opaque<"\"y\"">}> : () -> !emitc.ptr<!emitc.opaque<"char">>
  }
  %g = emitc.get_global @counter : !emitc.opaque<"\"int\"">
  emitc.return %lb : i32
}
func.func @index_loop(%lb: index, %ub: index) {
  emitc.for %i = %lb to %ub step %lb {
  }
  return
}
