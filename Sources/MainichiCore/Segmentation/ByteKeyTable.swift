/// A hash table from short UTF-8 keys to values, for the segmenter's caches of dictionary answers.
///
/// The lattice asks about the same few thousand keys hundreds of thousands of times; a
/// `Dictionary` keyed by `[UInt8]` hashes each with a seeded SipHash and retains the key array
/// it compares. Here the keys' bytes lie one after the other in one array, a slot holds where its
/// key starts and ends, keys are hashed with FNV-1a and compared byte by byte, so a look-up
/// neither allocates nor retains. When it holds `limit` keys it starts again empty.
///
/// ```swift
/// var table = ByteKeyTable<Bool>(limit: 1000)
/// table.insert(true, for: Array("たべ".utf8))
/// table.value(for: Array("たべ".utf8))   // true
/// ```
struct ByteKeyTable<Value> {
    private struct Slot {
        var start: Int32
        var length: Int32
        var hash: UInt32
    }

    private var slots: [Slot]
    private var values: [Value?]
    private var bytes: [UInt8] = []
    private var mask: Int
    private(set) var count = 0
    let limit: Int

    init(limit: Int, capacity: Int = 1 << 12) {
        var size = 16
        while size < capacity { size <<= 1 }
        self.limit = limit
        mask = size - 1
        slots = Array(repeating: Slot(start: -1, length: 0, hash: 0), count: size)
        values = Array(repeating: nil, count: size)
    }

    private static func hash(_ key: [UInt8]) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in key { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @_optimize(speed)
    private func slot(for key: [UInt8], hash: UInt32) -> Int {
        var index = Int(hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBufferPointer { stored in
                key.withUnsafeBufferPointer { key in
                    while true {
                        let slot = slots[index]
                        if slot.start < 0 { return index }
                        if slot.hash == hash && Int(slot.length) == key.count {
                            var same = true
                            let start = Int(slot.start)
                            for offset in 0..<key.count where stored[start + offset] != key[offset] {
                                same = false
                                break
                            }
                            if same { return index }
                        }
                        index = (index + 1) & mask
                    }
                }
            }
        }
    }

    /// The value stored for `key`, nil when there is none.
    @_optimize(speed)
    func value(for key: [UInt8]) -> Value? {
        values[slot(for: key, hash: Self.hash(key))]
    }

    /// Stores `value` for `key` (a table at its limit is emptied first).
    @_optimize(speed)
    mutating func insert(_ value: Value, for key: [UInt8]) {
        if count >= limit { removeAll() }
        if (count + 1) * 2 > slots.count { grow() }
        let hash = Self.hash(key)
        let index = slot(for: key, hash: hash)
        if slots[index].start < 0 {
            slots[index] = Slot(start: Int32(bytes.count), length: Int32(key.count), hash: hash)
            bytes += key
            count += 1
        }
        values[index] = value
    }

    private mutating func removeAll() {
        for index in slots.indices { slots[index].start = -1 }
        for index in values.indices { values[index] = nil }
        bytes.removeAll(keepingCapacity: true)
        count = 0
    }

    /// Doubles the slots and places every key again.
    private mutating func grow() {
        let old = slots, oldValues = values
        mask = old.count * 2 - 1
        slots = Array(repeating: Slot(start: -1, length: 0, hash: 0), count: old.count * 2)
        values = Array(repeating: nil, count: old.count * 2)
        for (index, slot) in old.enumerated() where slot.start >= 0 {
            var target = Int(slot.hash) & mask
            while slots[target].start >= 0 { target = (target + 1) & mask }
            slots[target] = slot
            values[target] = oldValues[index]
        }
    }
}
