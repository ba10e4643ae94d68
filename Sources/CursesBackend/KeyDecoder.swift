import CNcurses
import TerminalUI

/// Turns what `get_wch` returns into keys.
///
/// `get_wch` reports either a character (status OK) or a curses key code (status
/// KEY_CODE_YES). Control characters never become `.character`: the ones with a meaning map
/// to keys, the rest are dropped.
enum KeyDecoder {
    /// What a character read from the terminal means, or nil when it means nothing.
    static func key(forCharacter code: UInt32) -> Key? {
        switch code {
        case 27: return .escape
        case 10, 13: return .enter
        case 9: return .tab
        case 8, 127: return .backspace
        case 1...26:
            return .control(Character(Unicode.Scalar(UInt8(code) + 0x60)))
        case 0..<32, 0x80..<0xA0:
            return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// What a curses key code means, or nil when it means nothing to the app.
    static func key(forKeyCode code: Int32) -> Key? {
        switch code {
        case mi_key_up(): return .up
        case mi_key_down(): return .down
        case mi_key_left(): return .left
        case mi_key_right(): return .right
        case mi_key_home(), mi_key_a1(): return .home
        case mi_key_end(), mi_key_c3(): return .end
        case mi_key_ppage(): return .pageUp
        case mi_key_npage(): return .pageDown
        case mi_key_backspace(): return .backspace
        case mi_key_dc(): return .delete
        case mi_key_enter(): return .enter
        case mi_key_btab(): return .backTab
        case (mi_key_f0() + 1)...(mi_key_f0() + 12): return .function(Int(code - mi_key_f0()))
        default: return nil
        }
    }
}
