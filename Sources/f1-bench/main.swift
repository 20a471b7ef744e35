import Foundation

exit(BenchCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
