import Foundation

// A python3 worker that dies closes its pipe; writing to it must be an error to report, not SIGPIPE.
signal(SIGPIPE, SIG_IGN)
exit(BenchCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
