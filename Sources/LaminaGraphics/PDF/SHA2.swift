import Foundation

/// SHA-256, SHA-384 and SHA-512 (FIPS 180-4), which PDF 2.0's AES-256 encryption derives its
/// keys with. The constants are the fractional parts of the square and cube roots of the first
/// primes, as the standard defines them.
enum SHA2 {
    private static let constants256: [UInt32] = [
        0x428A_2F98, 0x7137_4491, 0xB5C0_FBCF, 0xE9B5_DBA5, 0x3956_C25B, 0x59F1_11F1, 0x923F_82A4,
        0xAB1C_5ED5,
        0xD807_AA98, 0x1283_5B01, 0x2431_85BE, 0x550C_7DC3, 0x72BE_5D74, 0x80DE_B1FE, 0x9BDC_06A7,
        0xC19B_F174,
        0xE49B_69C1, 0xEFBE_4786, 0x0FC1_9DC6, 0x240C_A1CC, 0x2DE9_2C6F, 0x4A74_84AA, 0x5CB0_A9DC,
        0x76F9_88DA,
        0x983E_5152, 0xA831_C66D, 0xB003_27C8, 0xBF59_7FC7, 0xC6E0_0BF3, 0xD5A7_9147, 0x06CA_6351,
        0x1429_2967,
        0x27B7_0A85, 0x2E1B_2138, 0x4D2C_6DFC, 0x5338_0D13, 0x650A_7354, 0x766A_0ABB, 0x81C2_C92E,
        0x9272_2C85,
        0xA2BF_E8A1, 0xA81A_664B, 0xC24B_8B70, 0xC76C_51A3, 0xD192_E819, 0xD699_0624, 0xF40E_3585,
        0x106A_A070,
        0x19A4_C116, 0x1E37_6C08, 0x2748_774C, 0x34B0_BCB5, 0x391C_0CB3, 0x4ED8_AA4A, 0x5B9C_CA4F,
        0x682E_6FF3,
        0x748F_82EE, 0x78A5_636F, 0x84C8_7814, 0x8CC7_0208, 0x90BE_FFFA, 0xA450_6CEB, 0xBEF9_A3F7,
        0xC671_78F2,
    ]
    private static let initial256: [UInt32] = [
        0x6A09_E667, 0xBB67_AE85, 0x3C6E_F372, 0xA54F_F53A, 0x510E_527F, 0x9B05_688C, 0x1F83_D9AB,
        0x5BE0_CD19,
    ]
    private static let constants512: [UInt64] = [
        0x428A_2F98_D728_AE22, 0x7137_4491_23EF_65CD, 0xB5C0_FBCF_EC4D_3B2F, 0xE9B5_DBA5_8189_DBBC,
        0x3956_C25B_F348_B538, 0x59F1_11F1_B605_D019, 0x923F_82A4_AF19_4F9B, 0xAB1C_5ED5_DA6D_8118,
        0xD807_AA98_A303_0242, 0x1283_5B01_4570_6FBE, 0x2431_85BE_4EE4_B28C, 0x550C_7DC3_D5FF_B4E2,
        0x72BE_5D74_F27B_896F, 0x80DE_B1FE_3B16_96B1, 0x9BDC_06A7_25C7_1235, 0xC19B_F174_CF69_2694,
        0xE49B_69C1_9EF1_4AD2, 0xEFBE_4786_384F_25E3, 0x0FC1_9DC6_8B8C_D5B5, 0x240C_A1CC_77AC_9C65,
        0x2DE9_2C6F_592B_0275, 0x4A74_84AA_6EA6_E483, 0x5CB0_A9DC_BD41_FBD4, 0x76F9_88DA_8311_53B5,
        0x983E_5152_EE66_DFAB, 0xA831_C66D_2DB4_3210, 0xB003_27C8_98FB_213F, 0xBF59_7FC7_BEEF_0EE4,
        0xC6E0_0BF3_3DA8_8FC2, 0xD5A7_9147_930A_A725, 0x06CA_6351_E003_826F, 0x1429_2967_0A0E_6E70,
        0x27B7_0A85_46D2_2FFC, 0x2E1B_2138_5C26_C926, 0x4D2C_6DFC_5AC4_2AED, 0x5338_0D13_9D95_B3DF,
        0x650A_7354_8BAF_63DE, 0x766A_0ABB_3C77_B2A8, 0x81C2_C92E_47ED_AEE6, 0x9272_2C85_1482_353B,
        0xA2BF_E8A1_4CF1_0364, 0xA81A_664B_BC42_3001, 0xC24B_8B70_D0F8_9791, 0xC76C_51A3_0654_BE30,
        0xD192_E819_D6EF_5218, 0xD699_0624_5565_A910, 0xF40E_3585_5771_202A, 0x106A_A070_32BB_D1B8,
        0x19A4_C116_B8D2_D0C8, 0x1E37_6C08_5141_AB53, 0x2748_774C_DF8E_EB99, 0x34B0_BCB5_E19B_48A8,
        0x391C_0CB3_C5C9_5A63, 0x4ED8_AA4A_E341_8ACB, 0x5B9C_CA4F_7763_E373, 0x682E_6FF3_D6B2_B8A3,
        0x748F_82EE_5DEF_B2FC, 0x78A5_636F_4317_2F60, 0x84C8_7814_A1F0_AB72, 0x8CC7_0208_1A64_39EC,
        0x90BE_FFFA_2363_1E28, 0xA450_6CEB_DE82_BDE9, 0xBEF9_A3F7_B2C6_7915, 0xC671_78F2_E372_532B,
        0xCA27_3ECE_EA26_619C, 0xD186_B8C7_21C0_C207, 0xEADA_7DD6_CDE0_EB1E, 0xF57D_4F7F_EE6E_D178,
        0x06F0_67AA_7217_6FBA, 0x0A63_7DC5_A2C8_98A6, 0x113F_9804_BEF9_0DAE, 0x1B71_0B35_131C_471B,
        0x28DB_77F5_2304_7D84, 0x32CA_AB7B_40C7_2493, 0x3C9E_BE0A_15C9_BEBC, 0x431D_67C4_9C10_0D4C,
        0x4CC5_D4BE_CB3E_42B6, 0x597F_299C_FC65_7E2A, 0x5FCB_6FAB_3AD6_FAEC, 0x6C44_198C_4A47_5817,
    ]
    private static let initial512: [UInt64] = [
        0x6A09_E667_F3BC_C908, 0xBB67_AE85_84CA_A73B, 0x3C6E_F372_FE94_F82B, 0xA54F_F53A_5F1D_36F1,
        0x510E_527F_ADE6_82D1, 0x9B05_688C_2B3E_6C1F, 0x1F83_D9AB_FB41_BD6B, 0x5BE0_CD19_137E_2179,
    ]
    private static let initial384: [UInt64] = [
        0xCBBB_9D5D_C105_9ED8, 0x629A_292A_367C_D507, 0x9159_015A_3070_DD17, 0x152F_ECD8_F70E_5939,
        0x6733_2667_FFC0_0B31, 0x8EB4_4A87_6858_1511, 0xDB0C_2E0D_64F9_8FA7, 0x47B5_481D_BEFA_4FA4,
    ]

    /// The message padded to whole blocks of `blockSize` bytes, its bit length in the last
    /// `lengthSize` bytes.
    private static func padded(_ message: [UInt8], blockSize: Int, lengthSize: Int) -> [UInt8] {
        var data = message
        data.append(0x80)
        while data.count % blockSize != blockSize - lengthSize { data.append(0) }
        data += [UInt8](repeating: 0, count: lengthSize - 8)
        let bits = UInt64(message.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            data.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        return data
    }

    static func sha256(_ message: [UInt8]) -> [UInt8] {
        var hash = initial256
        let data = padded(message, blockSize: 64, lengthSize: 8)
        var words = [UInt32](repeating: 0, count: 64)
        func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value >> count | value << (32 - count) }
        data.withUnsafeBufferPointer { data in
            constants256.withUnsafeBufferPointer { constants in
                words.withUnsafeMutableBufferPointer { words in
                    for chunk in stride(from: 0, to: data.count, by: 64) {
                        for index in 0..<16 {
                            let base = chunk + index * 4
                            words[index] =
                                UInt32(data[base]) << 24 | UInt32(data[base + 1]) << 16 | UInt32(
                                    data[base + 2]) << 8
                                | UInt32(data[base + 3])
                        }
                        for index in 16..<64 {
                            let s0 =
                                rotate(words[index - 15], 7) ^ rotate(words[index - 15], 18)
                                ^ (words[index - 15] >> 3)
                            let s1 =
                                rotate(words[index - 2], 17) ^ rotate(words[index - 2], 19)
                                ^ (words[index - 2] >> 10)
                            words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
                        }
                        var (a, b, c, d, e, f, g, h) = (
                            hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7]
                        )
                        for index in 0..<64 {
                            let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                            let choice = (e & f) ^ (~e & g)
                            let temporary1 = h &+ sum1 &+ choice &+ constants[index] &+ words[index]
                            let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                            let majority = (a & b) ^ (a & c) ^ (b & c)
                            (h, g, f, e, d, c, b, a) = (
                                g, f, e, d &+ temporary1, c, b, a, temporary1 &+ sum0 &+ majority
                            )
                        }
                        for (index, value) in [a, b, c, d, e, f, g, h].enumerated() {
                            hash[index] = hash[index] &+ value
                        }
                    }
                }
            }
        }
        return hash.flatMap { word in
            stride(from: 24, through: 0, by: -8).map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
        }
    }

    static func sha512(_ message: [UInt8]) -> [UInt8] {
        sha512Family(message, initial: initial512, length: 64)
    }

    static func sha384(_ message: [UInt8]) -> [UInt8] {
        sha512Family(message, initial: initial384, length: 48)
    }

    private static func sha512Family(_ message: [UInt8], initial: [UInt64], length: Int) -> [UInt8] {
        var hash = initial
        let data = padded(message, blockSize: 128, lengthSize: 16)
        var words = [UInt64](repeating: 0, count: 80)
        func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { value >> count | value << (64 - count) }
        data.withUnsafeBufferPointer { data in
            constants512.withUnsafeBufferPointer { constants in
                words.withUnsafeMutableBufferPointer { words in
                    for chunk in stride(from: 0, to: data.count, by: 128) {
                        for index in 0..<16 {
                            var word: UInt64 = 0
                            for byte in 0..<8 { word = word << 8 | UInt64(data[chunk + index * 8 + byte]) }
                            words[index] = word
                        }
                        for index in 16..<80 {
                            let s0 =
                                rotate(words[index - 15], 1) ^ rotate(words[index - 15], 8)
                                ^ (words[index - 15] >> 7)
                            let s1 =
                                rotate(words[index - 2], 19) ^ rotate(words[index - 2], 61)
                                ^ (words[index - 2] >> 6)
                            words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
                        }
                        var (a, b, c, d, e, f, g, h) = (
                            hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7]
                        )
                        for index in 0..<80 {
                            let sum1 = rotate(e, 14) ^ rotate(e, 18) ^ rotate(e, 41)
                            let choice = (e & f) ^ (~e & g)
                            let temporary1 = h &+ sum1 &+ choice &+ constants[index] &+ words[index]
                            let sum0 = rotate(a, 28) ^ rotate(a, 34) ^ rotate(a, 39)
                            let majority = (a & b) ^ (a & c) ^ (b & c)
                            (h, g, f, e, d, c, b, a) = (
                                g, f, e, d &+ temporary1, c, b, a, temporary1 &+ sum0 &+ majority
                            )
                        }
                        for (index, value) in [a, b, c, d, e, f, g, h].enumerated() {
                            hash[index] = hash[index] &+ value
                        }
                    }
                }
            }
        }
        let bytes = hash.flatMap { word in
            stride(from: 56, through: 0, by: -8).map { UInt8(truncatingIfNeeded: word >> UInt64($0)) }
        }
        return Array(bytes.prefix(length))
    }
}
