import Foundation

/// The text of the current `errno`, for error messages.
enum SystemError {
    static func describe(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}
