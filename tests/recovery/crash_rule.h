#pragma once
// What the crash helper enters, so that its test can say what must come back after the kill
// without trusting anything the helper wrote. Participant i (0-based) in round r (1-based) gives
// criterion c (0-based in `criteria`) the weight 1 + (i + c + r) % 5.
#include <array>

namespace crashrule {

inline constexpr int participants = 6;
inline constexpr std::array<const char *, 5> criteria{
    "cost_horizon", "time_to_result", "portability", "software_maturity", "energy_efficiency"};

inline int weight(int round, int participant, int criterion)
{
    return 1 + (participant + criterion + round) % 5;
}

// The ordinary field edit made before the workshop starts.
inline constexpr const char *editedField = "workload.parameters_b";
inline constexpr double editedValue = 137;

} // namespace crashrule
