#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads environment variables without Foundation.
enum ProcessEnvironment {
    static func value(of name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
