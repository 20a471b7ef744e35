import FuzzerDriver

runFuzzer(fuzzScoring)
