// tosa.variable's parser adds its own 'expected attribute' after the initial value's error.
tosa.variable @a = dense<0> : tensor<*xi8>
// -----
tosa.variable @b = 
// -----
tosa.variable @c = dense<[1, 2> : tensor<2xi8>
// -----
tosa.variable @d = dense<1> : tensor<2xi8>
tosa.variable @e : tensor<2xi8> = dense<1> : tensor<2xi16>
tosa.variable @f : tensor<2xi8>
// -----
tosa.variable @g = 3
