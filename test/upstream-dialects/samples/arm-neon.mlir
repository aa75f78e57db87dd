// arm_neon's ops: the dot products and matrix multiply-accumulates with their formats
// (types of both sources, `to` the result's), an attribute in attr-dict, and the intrinsics.
func.func @dots(%acc4: vector<4xi32>, %m: vector<4x4xi8>, %acc2: vector<2xi32>, %v8: vector<8xi8>) -> (vector<4xi32>, vector<2xi32>) {
  %0 = arm_neon.2d.sdot %acc4, %m, %m : vector<4x4xi8>, vector<4x4xi8> to vector<4xi32>
  %1 = arm_neon.intr.sdot %acc2, %v8, %v8 {note = "dot"} : vector<8xi8>, vector<8xi8> to vector<2xi32>
  return %0, %1 : vector<4xi32>, vector<2xi32>
}

func.func @mmla(%acc: vector<4xi32>, %a: vector<16xi8>, %b: vector<16xi8>, %h: vector<4xi16>) -> vector<4xi32> {
  %0 = arm_neon.intr.smmla %acc, %a, %b : vector<16xi8> to vector<4xi32>
  %1 = arm_neon.intr.ummla %0, %a, %b : vector<16xi8> to vector<4xi32>
  %2 = arm_neon.intr.usmmla %1, %a, %b : vector<16xi8> to vector<4xi32>
  %3 = arm_neon.intr.smull %h, %h : vector<4xi16> to vector<4xi32>
  return %2 : vector<4xi32>
}
