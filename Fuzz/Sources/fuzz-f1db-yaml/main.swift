import FuzzerDriver

runFuzzer { fuzzF1dbYAML($0, $1) }
