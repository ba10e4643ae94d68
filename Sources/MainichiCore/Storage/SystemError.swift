#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text of the current `errno`, for error messages.
enum SystemError {
    static func describe(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}
