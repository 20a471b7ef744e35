import FuzzerDriver

runFuzzer(fuzzOpenF1Recording)
