import FuzzerDriver

runFuzzer(fuzzYAMLNodes)
