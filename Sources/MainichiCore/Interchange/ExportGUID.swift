/// The GUID an exported item carries, so a second export updates the same Anki notes.
///
/// Derived from the item id alone (64-bit FNV-1a, in hex behind "mn"): the same item gets the
/// same GUID on every machine and in every release that keeps its id.
public enum ExportGUID {
    /// The GUID of the item with `itemID`: "mn" and 16 hex digits.
    public static func guid(for itemID: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in itemID.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "mn" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
