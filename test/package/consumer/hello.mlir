"hello.world"() : () -> ()
