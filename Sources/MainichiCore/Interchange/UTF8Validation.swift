/// Checks bytes for well-formed UTF-8 (no overlongs, surrogates or values past U+10FFFF).
enum UTF8Validation {
    /// Whether `bytes` are well-formed UTF-8.
    static func isValid<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8, C.Index == Int {
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return false
            }
            guard index + length <= end else { return false }
            let second = bytes[index + 1]
            guard second >= lower, second <= upper else { return false }
            var offset = 2
            while offset < length {
                let next = bytes[index + offset]
                guard next >= 0x80, next <= 0xBF else { return false }
                offset += 1
            }
            index += length
        }
        return true
    }
}
