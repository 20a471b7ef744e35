import FuzzerDriver

runFuzzer(fuzzTracingInsights)
