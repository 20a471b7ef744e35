import FuzzerDriver

runFuzzer(fuzzYAMLDecodable)
