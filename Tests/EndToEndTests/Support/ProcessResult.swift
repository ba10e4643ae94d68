import Foundation

/// What a finished child process left behind.
struct ProcessResult {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// Runs `executable` with `arguments` to completion, stdin from `input` (/dev/null when nil),
    /// both outputs captured. `environment` entries are added to (or, with nil values, removed
    /// from) this process's environment.
    static func run(_ executable: String, _ arguments: [String],
                    environment changes: [String: String?] = [:], input: URL? = nil) throws -> ProcessResult {
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
        let scratch = FileManager.default.temporaryDirectory
        let result = try Subprocess.run(executable, arguments, environment: environment, scratch: scratch, input: input)
        return ProcessResult(status: result.status, standardOutput: result.output, standardError: result.error)
    }
}
