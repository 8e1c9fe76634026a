declare function T0(v: any, L: any, X: any): {} | undefined;
declare function T1(v: any, L: any, X: any): {} | undefined;
declare function T2(v: any, L: any, X: any): {} | undefined;
declare function T3(v: any, L: any, X: any): {} | undefined;
declare function T4(v: any, L: any, X: any): {} | undefined;
declare function T5(v: any, L: any, X: any): {} | undefined;
declare function T6(v: any, L: any, X: any): {} | undefined;
declare function T7(v: any, L: any, X: any): {} | undefined;
declare function T8(v: any, L: any, X: any): {} | undefined;
declare function T9(v: any, L: any, X: any): {} | undefined;
declare function T10(v: any, L: any, X: any): {} | undefined;
declare function T11(v: any, L: any, X: any): {} | undefined;
declare function T12(v: any, L: any, X: any): {} | undefined;
declare function T13(v: any, L: any, X: any): {} | undefined;
declare function T14(v: any, L: any, X: any): {} | undefined;
declare function T15(v: any, L: any, X: any): {} | undefined;
/** Converters to protocol 1.0 (from 0.3), rest dialect: the operation and kind table ../compat.ts builds the public converters from (type-checked there). */
export declare const spec: {
    label: string;
    operations: {
        SendMessage: {
            outRpc: string;
            params: typeof T1;
            result: typeof T0;
            event: null;
        };
        SendStreamingMessage: {
            outRpc: string;
            params: typeof T1;
            result: null;
            event: typeof T2;
        };
        GetTask: {
            outRpc: string;
            params: typeof T4;
            result: typeof T3;
            event: null;
        };
        ListTasks: {
            outRpc: string;
            absent: string;
            params: null;
            result: null;
            event: null;
        };
        CancelTask: {
            outRpc: string;
            params: typeof T5;
            result: typeof T3;
            event: null;
        };
        SubscribeToTask: {
            outRpc: string;
            params: typeof T6;
            result: null;
            event: typeof T2;
        };
        CreateTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof T8;
            result: typeof T7;
            event: null;
        };
        GetTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof T9;
            result: typeof T7;
            event: null;
        };
        ListTaskPushNotificationConfigs: {
            outRpc: string;
            params: typeof T11;
            result: typeof T10;
            event: null;
        };
        GetExtendedAgentCard: {
            outRpc: string;
            params: typeof T13;
            result: typeof T12;
            event: null;
        };
        DeleteTaskPushNotificationConfig: {
            outRpc: string;
            params: typeof T14;
            result: {
                empty: {};
            };
            event: null;
        };
    };
    kinds: {
        agentCard: typeof T12;
        message: typeof T15;
        pushConfig: typeof T7;
        task: typeof T3;
    };
    errors: readonly [];
};
export {};
