import FuzzerDriver

runFuzzer(fuzzCodegen)
