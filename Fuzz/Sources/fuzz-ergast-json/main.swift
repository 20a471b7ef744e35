import FuzzerDriver

runFuzzer(fuzzErgastJSON)
