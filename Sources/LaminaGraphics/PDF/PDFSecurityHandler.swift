import Foundation

/// PDF's standard security handler for RC4 and AES-128 encryption (revisions 2 and 3, and
/// revision 4 with the `/V2` or `/AESV2` crypt filter): checks user and owner passwords and
/// decrypts strings and streams.
///
/// AES-256 (`/AESV3`, revisions 5 and 6) and other security handlers are not supported: such
/// documents stay locked.
struct PDFSecurityHandler {
    /// The password padding string of PDF 1.7, section 7.6.3.3.
    private static let padding: [UInt8] = [
        0x28, 0xBF, 0x4E, 0x5E, 0x4E, 0x75, 0x8A, 0x41, 0x64, 0x00, 0x4E, 0x56, 0xFF, 0xFA, 0x01, 0x08,
        0x2E, 0x2E, 0x00, 0xB6, 0xD0, 0x68, 0x3E, 0x80, 0x2F, 0x0C, 0xA9, 0xFE, 0x64, 0x53, 0x69, 0x7A,
    ]

    let revision: Int
    /// The key length in bytes (5 to 16).
    let keyLength: Int
    let owner: [UInt8]
    let user: [UInt8]
    let permissions: Int32
    let firstIdentifier: [UInt8]
    /// Whether strings and streams are encrypted with AES-128 rather than RC4.
    let usesAES: Bool

    /// A handler for an `/Encrypt` dictionary, or `nil` when it uses anything but RC4 through the
    /// standard handler.
    init?(encryption: PDFObject, identifier: PDFObject?) {
        guard encryption["Filter"]?.nameValue == "Standard", let version = encryption["V"]?.integerValue,
            let revision = encryption["R"]?.integerValue, (2...4).contains(revision),
            let owner = encryption["O"], case .string = owner.value, owner.byteCount >= 32,
            let user = encryption["U"], case .string = user.value, user.byteCount >= 32,
            let permissions = encryption["P"]?.integerValue
        else { return nil }
        var bits = encryption["Length"]?.integerValue ?? 40
        var usesAES = false
        switch version {
        case 1: bits = 40
        case 2: break
        case 4:
            // Revision 4: RC4 or AES-128 through one standard crypt filter for strings and streams.
            guard let filter = encryption["CF"]?["StdCF"], let method = filter["CFM"]?.nameValue,
                method == "V2" || method == "AESV2",
                encryption["StmF"]?.nameValue ?? "Identity" == "StdCF",
                encryption["StrF"]?.nameValue ?? "Identity" == "StdCF"
            else { return nil }
            // The crypt filter's length is in bytes, or (as some writers put it) in bits.
            let length = filter["Length"]?.integerValue ?? 16
            bits = (1...16).contains(length) ? length * 8 : length
            usesAES = method == "AESV2"
            if usesAES { bits = 128 }
        default: return nil
        }
        guard bits % 8 == 0, (40...128).contains(bits) else { return nil }
        self.revision = revision
        self.keyLength = revision == 2 ? 5 : bits / 8
        self.owner = Array(owner.bytes.prefix(32))
        self.user = Array(user.bytes.prefix(32))
        self.permissions = Int32(truncatingIfNeeded: permissions)
        self.firstIdentifier = identifier?.element(0).map { $0.bytes } ?? []
        self.usesAES = usesAES
    }

    private static func padded(_ password: [UInt8]) -> [UInt8] {
        Array((password.prefix(32) + padding).prefix(32))
    }

    /// The file key for a user password (algorithm 2), when the password is right (algorithms 4
    /// and 5).
    func key(userPassword password: [UInt8]) -> [UInt8]? {
        var input = Self.padded(password) + owner
        withUnsafeBytes(of: permissions.littleEndian) { input += $0 }
        input += firstIdentifier
        var hash = MD5.digest(input)
        if revision >= 3 {
            for _ in 0..<50 { hash = MD5.digest(Array(hash.prefix(keyLength))) }
        }
        let key = Array(hash.prefix(keyLength))
        if revision == 2 {
            return RC4.apply(key: key, to: Self.padding) == user ? key : nil
        }
        var check = RC4.apply(key: key, to: MD5.digest(Self.padding + firstIdentifier))
        for round in 1...19 {
            check = RC4.apply(key: key.map { $0 ^ UInt8(round) }, to: check)
        }
        return Array(check.prefix(16)) == Array(user.prefix(16)) ? key : nil
    }

    /// The file key for an owner password (algorithm 7): the user password it unlocks, checked.
    func key(ownerPassword password: [UInt8]) -> [UInt8]? {
        var hash = MD5.digest(Self.padded(password))
        if revision >= 3 {
            for _ in 0..<50 { hash = MD5.digest(hash) }
        }
        let ownerKey = Array(hash.prefix(keyLength))
        var userPassword = owner
        if revision == 2 {
            userPassword = RC4.apply(key: ownerKey, to: userPassword)
        } else {
            for round in stride(from: 19, through: 0, by: -1) {
                userPassword = RC4.apply(key: ownerKey.map { $0 ^ UInt8(round) }, to: userPassword)
            }
        }
        return key(userPassword: userPassword)
    }

    /// Decrypts the strings and stream data of object `number` (algorithm 1).
    func decrypt(_ bytes: [UInt8], key: [UInt8], number: Int, generation: Int) -> [UInt8] {
        var input = key
        input += [UInt8(truncatingIfNeeded: number), UInt8(truncatingIfNeeded: number >> 8)]
        input += [UInt8(truncatingIfNeeded: number >> 16)]
        input += [UInt8(truncatingIfNeeded: generation), UInt8(truncatingIfNeeded: generation >> 8)]
        if usesAES { input += Array("sAlT".utf8) }
        let objectKey = Array(MD5.digest(input).prefix(min(key.count + 5, 16)))
        return usesAES ? AES128.decryptCBC(bytes, key: objectKey) : RC4.apply(key: objectKey, to: bytes)
    }

    /// `object` with its strings and stream data decrypted, for indirect object `number`.
    func decrypt(_ object: PDFObject, key: [UInt8], number: Int, generation: Int) -> PDFObject {
        switch object.value {
        case .string:
            return PDFObject(
                name: false, bytes: decrypt(object.bytes, key: key, number: number, generation: generation))
        case .array(let elements):
            return PDFObject(
                .array(elements.map { decrypt($0, key: key, number: number, generation: generation) }))
        case .dictionary(let entries):
            var decrypted = PDFDictionaryEntries()
            for (name, value) in entries.entries {
                decrypted.append(
                    key: name.bytes, value: decrypt(value, key: key, number: number, generation: generation))
            }
            return PDFObject(.dictionary(decrypted))
        case .stream(let dictionary, let data):
            let decryptedDictionary = decrypt(dictionary, key: key, number: number, generation: generation)
            // Cross-reference streams are not encrypted.
            if dictionary["Type"]?.nameValue == "XRef" { return object }
            return PDFObject(
                .stream(
                    dictionary: decryptedDictionary,
                    data: decrypt(data, key: key, number: number, generation: generation)))
        default:
            return object
        }
    }
}

/// RC4, the stream cipher of PDF's standard security handler.
enum RC4 {
    static func apply(key: [UInt8], to data: [UInt8]) -> [UInt8] {
        guard !key.isEmpty else { return data }
        var state = [UInt8](0...255)
        var j = 0
        for i in 0..<256 {
            j = (j + Int(state[i]) + Int(key[i % key.count])) & 0xFF
            state.swapAt(i, j)
        }
        var output = data
        var i = 0
        j = 0
        for index in output.indices {
            i = (i + 1) & 0xFF
            j = (j + Int(state[i])) & 0xFF
            state.swapAt(i, j)
            output[index] ^= state[(Int(state[i]) + Int(state[j])) & 0xFF]
        }
        return output
    }
}

/// MD5 (RFC 1321), which PDF's standard security handler derives its keys with.
enum MD5 {
    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        5, 9,
        14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6,
        10,
        15, 21, 6, 10, 15, 21,
    ]
    private static let constants: [UInt32] = (0..<64).map {
        UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296))
    }

    static func digest(_ message: [UInt8]) -> [UInt8] {
        var a0: UInt32 = 0x6745_2301
        var b0: UInt32 = 0xEFCD_AB89
        var c0: UInt32 = 0x98BA_DCFE
        var d0: UInt32 = 0x1032_5476
        var data = message
        data.append(0x80)
        while data.count % 64 != 56 { data.append(0) }
        let bitLength = UInt64(message.count) &* 8
        for shift in stride(from: 0, to: 64, by: 8) {
            data.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        var words = [UInt32](repeating: 0, count: 16)
        for chunk in stride(from: 0, to: data.count, by: 64) {
            for index in 0..<16 {
                let base = chunk + index * 4
                words[index] =
                    UInt32(data[base]) | UInt32(data[base + 1]) << 8 | UInt32(data[base + 2]) << 16
                    | UInt32(data[base + 3]) << 24
            }
            var a = a0
            var b = b0
            var c = c0
            var d = d0
            for round in 0..<64 {
                var f: UInt32
                var g: Int
                switch round {
                case 0..<16:
                    f = (b & c) | (~b & d)
                    g = round
                case 16..<32:
                    f = (d & b) | (~d & c)
                    g = (5 * round + 1) % 16
                case 32..<48:
                    f = b ^ c ^ d
                    g = (3 * round + 5) % 16
                default:
                    f = c ^ (b | ~d)
                    g = (7 * round) % 16
                }
                f = f &+ a &+ constants[round] &+ words[g]
                a = d
                d = c
                c = b
                b = b &+ (f << shifts[round] | f >> (32 - shifts[round]))
            }
            a0 = a0 &+ a
            b0 = b0 &+ b
            c0 = c0 &+ c
            d0 = d0 &+ d
        }
        var output: [UInt8] = []
        for word in [a0, b0, c0, d0] {
            for shift in stride(from: 0, to: 32, by: 8) {
                output.append(UInt8(truncatingIfNeeded: word >> UInt32(shift)))
            }
        }
        return output
    }
}

/// AES-128 decryption in CBC mode (FIPS 197), for the `/AESV2` crypt filter.
enum AES128 {
    private static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        var a = a
        var b = b
        var product: UInt8 = 0
        while b != 0 {
            if b & 1 != 0 { product ^= a }
            a = a & 0x80 != 0 ? (a << 1) ^ 0x1B : a << 1
            b >>= 1
        }
        return product
    }

    /// The S-box: the multiplicative inverse in GF(2⁸), then the affine transform.
    private static let substitution: [UInt8] = (0...255).map { (value: Int) -> UInt8 in
        var inverse: UInt8 = value == 0 ? 0 : 1
        if value != 0 {
            // value^254 is value's inverse.
            var base = UInt8(value)
            var exponent = 254
            while exponent > 0 {
                if exponent & 1 != 0 { inverse = multiply(inverse, base) }
                base = multiply(base, base)
                exponent >>= 1
            }
        }
        var result = inverse
        for shift in 1...4 { result ^= (inverse << UInt8(shift)) | (inverse >> UInt8(8 - shift)) }
        return result ^ 0x63
    }

    private static let inverseSubstitution: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for (index, value) in substitution.enumerated() { table[Int(value)] = UInt8(index) }
        return table
    }()

    /// The 11 round keys of a 16-byte key.
    private static func roundKeys(_ key: [UInt8]) -> [[UInt8]] {
        var words: [[UInt8]] = stride(from: 0, to: 16, by: 4).map { Array(key[$0..<$0 + 4]) }
        var constant: UInt8 = 1
        for index in 4..<44 {
            var word = words[index - 1]
            if index % 4 == 0 {
                word = [word[1], word[2], word[3], word[0]].map { substitution[Int($0)] }
                word[0] ^= constant
                constant = multiply(constant, 2)
            }
            words.append(zip(words[index - 4], word).map { $0 ^ $1 })
        }
        return (0..<11).map { round in Array(words[round * 4..<round * 4 + 4].joined()) }
    }

    private static func decryptBlock(_ block: [UInt8], _ keys: [[UInt8]]) -> [UInt8] {
        var state = zip(block, keys[10]).map { $0 ^ $1 }
        for round in stride(from: 9, through: 0, by: -1) {
            // Inverse ShiftRows (the state is column-major), then inverse SubBytes.
            var shifted = state
            for column in 0..<4 {
                for row in 0..<4 {
                    shifted[column * 4 + row] =
                        inverseSubstitution[Int(state[((column - row + 4) % 4) * 4 + row])]
                }
            }
            state = zip(shifted, keys[round]).map { $0 ^ $1 }
            guard round > 0 else { break }
            for column in 0..<4 {
                let a = Array(state[column * 4..<column * 4 + 4])
                state[column * 4] =
                    multiply(a[0], 14) ^ multiply(a[1], 11) ^ multiply(a[2], 13) ^ multiply(a[3], 9)
                state[column * 4 + 1] =
                    multiply(a[0], 9) ^ multiply(a[1], 14) ^ multiply(a[2], 11) ^ multiply(a[3], 13)
                state[column * 4 + 2] =
                    multiply(a[0], 13) ^ multiply(a[1], 9) ^ multiply(a[2], 14) ^ multiply(a[3], 11)
                state[column * 4 + 3] =
                    multiply(a[0], 11) ^ multiply(a[1], 13) ^ multiply(a[2], 9) ^ multiply(a[3], 14)
            }
        }
        return state
    }

    /// Decrypts `data`: a 16-byte initialisation vector, then whole blocks; the PKCS #5 padding
    /// is removed when valid. A trailing partial block is dropped.
    static func decryptCBC(_ data: [UInt8], key: [UInt8]) -> [UInt8] {
        guard key.count == 16, data.count >= 32 else { return [] }
        let keys = roundKeys(key)
        var previous = Array(data[0..<16])
        var output: [UInt8] = []
        output.reserveCapacity(data.count)
        var offset = 16
        while offset + 16 <= data.count {
            let block = Array(data[offset..<offset + 16])
            output += zip(decryptBlock(block, keys), previous).map { $0 ^ $1 }
            previous = block
            offset += 16
        }
        if let last = output.last, (1...16).contains(last),
            output.suffix(Int(last)).allSatisfy({ $0 == last })
        {
            output.removeLast(Int(last))
        }
        return output
    }
}
