// A calibrated type whose parts fail to parse: MLIR adds its own error, at the expressed type.

// expected-error@+2 {{expected floating point literal}}
// expected-error@+1 {{calibrated values must be present}}
!calibrated = !quant.calibrated<f16<low:2.0>>

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{calibrated values must be present}}
!calibrated = !quant.calibrated<bf16 -1.0:2.0>

// -----

// expected-error@+2 {{invalid kind of type specified}}
// expected-error@+1 {{expecting float expressed type}}
!calibrated = !quant.calibrated<index<-1.0:1.0>>

// -----

// expected-error@+1 {{illegal min and max: (2.500000e+00:-2.500000e+00)}}
!calibrated = !quant.calibrated<f64<2.5:-2.5>>
