;; IBM System/360 single precision to IEEE single, in place, as ibmToIeeeBits in samples.ts does it
;; (segyio's ibm2ieee): exact for every normal result, truncated to a subnormal below 2^-126,
;; ±Infinity above the IEEE range, ±0 for a zero fraction.
;;
;; Compiled into ibm-float-wasm.ts (the bytes, base64) by
;;   npx -y -p wabt@1.0.39 wat2wasm apps/server/src/lib/segy/ibm-float.wat -o /tmp/ibm-float.wasm
;; and `base64 -w0 /tmp/ibm-float.wasm`. samples.test.ts checks the module against the JavaScript
;; decoder on every exponent and the edge fractions; segy.test.ts checks both against segyio.
(module
  (memory (export "memory") 1)

  ;; The n 32-bit words from byte 0 of memory, big-endian when $swap is not 0 (SEG-Y's order;
  ;; WebAssembly reads little-endian), become the IEEE singles they equal (little-endian).
  ;;
  ;; Four at a time: a 24-bit fraction converted to a float is exact and already normalised, so
  ;; the IBM value's bits are the fraction's float bits with 4e − 280 added to their exponent field
  ;; (IBM: fraction × 16^(e − 64) / 2^24 = fraction × 2^(4e − 280)). A zero fraction gives the sign
  ;; alone. A group where some result leaves the normal range (a subnormal or an overflow: rare in
  ;; seismic amplitudes) is done word by word by $words instead.
  (func (export "ibmToIeee") (param $n i32) (param $swap i32)
    (local $p i32) (local $end4 i32) (local $v v128) (local $frac v128) (local $bits v128)
    (local $shift v128) (local $exp v128) (local $zero v128) (local $result v128)
    (local.set $end4 (i32.shl (i32.and (local.get $n) (i32.const -4)) (i32.const 2)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $p) (local.get $end4)))
        (local.set $v (v128.load (local.get $p)))
        (if (local.get $swap)
          (then
            (local.set $v
              (i8x16.shuffle 3 2 1 0 7 6 5 4 11 10 9 8 15 14 13 12 (local.get $v) (local.get $v)))))
        (local.set $frac (v128.and (local.get $v) (v128.const i32x4 0x00ffffff 0x00ffffff 0x00ffffff 0x00ffffff)))
        (local.set $bits (f32x4.convert_i32x4_s (local.get $frac)))
        ;; 4e − 280, e the 7-bit base-16 exponent.
        (local.set $shift
          (i32x4.sub
            (i32x4.shl
              (v128.and (i32x4.shr_u (local.get $v) (i32.const 24)) (v128.const i32x4 0x7f 0x7f 0x7f 0x7f))
              (i32.const 2))
            (v128.const i32x4 280 280 280 280)))
        (local.set $exp (i32x4.add (i32x4.shr_u (local.get $bits) (i32.const 23)) (local.get $shift)))
        (local.set $zero (i32x4.eq (local.get $frac) (v128.const i32x4 0 0 0 0)))
        (if (v128.any_true
              (v128.andnot
                (v128.or
                  (i32x4.lt_s (local.get $exp) (v128.const i32x4 1 1 1 1))
                  (i32x4.gt_s (local.get $exp) (v128.const i32x4 254 254 254 254)))
                (local.get $zero)))
          (then
            (v128.store (local.get $p) (local.get $v))
            (call $words (local.get $p) (i32.add (local.get $p) (i32.const 16)) (i32.const 0)))
          (else
            (local.set $result
              (v128.or
                (i32x4.add (local.get $bits) (i32x4.shl (local.get $shift) (i32.const 23)))
                (v128.and (local.get $v) (v128.const i32x4 0x80000000 0x80000000 0x80000000 0x80000000))))
            ;; A zero fraction: the sign alone.
            (v128.store
              (local.get $p)
              (v128.bitselect
                (v128.and (local.get $v) (v128.const i32x4 0x80000000 0x80000000 0x80000000 0x80000000))
                (local.get $result)
                (local.get $zero)))))
        (local.set $p (i32.add (local.get $p) (i32.const 16)))
        (br $next)))
    (call $words (local.get $end4) (i32.shl (local.get $n) (i32.const 2)) (local.get $swap)))

  ;; Word by word from byte $p to $end, with the subnormal and overflow cases: ibmToIeeeBits.
  (func $words (param $p i32) (param $end i32) (param $swap i32)
    (local $ibm i32) (local $sign i32) (local $frac i32) (local $shift i32) (local $exp i32)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $p) (local.get $end)))
        (local.set $ibm (i32.load (local.get $p)))
        (if (local.get $swap)
          (then
            (local.set $ibm
              (i32.or
                (i32.or
                  (i32.shl (local.get $ibm) (i32.const 24))
                  (i32.shl (i32.and (local.get $ibm) (i32.const 0xff00)) (i32.const 8)))
                (i32.or
                  (i32.and (i32.shr_u (local.get $ibm) (i32.const 8)) (i32.const 0xff00))
                  (i32.shr_u (local.get $ibm) (i32.const 24)))))))
        (local.set $sign (i32.and (local.get $ibm) (i32.const 0x80000000)))
        (local.set $frac (i32.shl (local.get $ibm) (i32.const 8)))
        (if (i32.eqz (local.get $frac))
          (then (i32.store (local.get $p) (local.get $sign)))
          (else
            ;; 16^(e − 64) × 0.f as 2^(exp − 127) × 1.f: the base-16 exponent times four, less
            ;; the fraction's leading zeros.
            (local.set $shift (i32.clz (local.get $frac)))
            (local.set $exp
              (i32.sub
                (i32.sub
                  (i32.shl
                    (i32.and (i32.shr_u (local.get $ibm) (i32.const 24)) (i32.const 0x7f))
                    (i32.const 2))
                  (i32.const 130))
                (local.get $shift)))
            (local.set $frac (i32.shl (local.get $frac) (local.get $shift)))
            (if (i32.le_s (local.get $exp) (i32.const 0))
              (then
                ;; A subnormal (the implicit one shifted in), or 0 below 2^-149.
                (local.set $frac
                  (select
                    (i32.const 0)
                    (i32.shr_u (local.get $frac) (i32.sub (i32.const 0) (local.get $exp)))
                    (i32.lt_s (local.get $exp) (i32.const -24))))
                (local.set $exp (i32.const 0)))
              (else
                (if (i32.ge_s (local.get $exp) (i32.const 255))
                  (then
                    (local.set $frac (i32.const 0))
                    (local.set $exp (i32.const 255)))
                  (else
                    ;; Drop the implicit leading one.
                    (local.set $frac (i32.shl (local.get $frac) (i32.const 1)))))))
            (i32.store
              (local.get $p)
              (i32.or
                (i32.or (local.get $sign) (i32.shl (local.get $exp) (i32.const 23)))
                (i32.shr_u (local.get $frac) (i32.const 9))))))
        (local.set $p (i32.add (local.get $p) (i32.const 4)))
        (br $next)))))
